import { describe, expect, it } from 'vitest';
import { gridCell, haversineMetres, nearestOfEachKind, walkingEstimate } from '@/lib/points-of-interest/rules';
import type { Place } from '@/lib/points-of-interest/schema';

const raadhuspladsen = { lat: 55.6761, lng: 12.5683 };
const aarhusDomkirke = { lat: 56.1572, lng: 10.2107 };

describe('points of interest: distances', () => {
  it('measures the great-circle distance (Copenhagen–Aarhus about 156 km as the crow flies)', () => {
    expect(haversineMetres(raadhuspladsen, aarhusDomkirke) / 1000).toBeCloseTo(156.3, 1);
    expect(haversineMetres(raadhuspladsen, raadhuspladsen)).toBe(0);
  });

  it('estimates a walk as the straight line times 1.3, at 80 m a minute, never under a minute', () => {
    const north = (metres: number) => ({ lat: raadhuspladsen.lat + metres / 111_195, lng: raadhuspladsen.lng });
    expect(walkingEstimate(raadhuspladsen, north(1000))).toEqual({ walkingMetres: 1300, walkingMinutes: 16 });
    expect(walkingEstimate(raadhuspladsen, north(10))).toEqual({ walkingMetres: 10, walkingMinutes: 1 });
  });
});

describe('points of interest: grid cells', () => {
  it('puts the homes of one block in one cell and names it by its rounded corner, not the address', () => {
    const a = gridCell({ lat: 55.6761, lng: 12.5683 });
    const b = gridCell({ lat: 55.6769, lng: 12.5651 });
    expect(a.key).toBe(b.key);
    expect(a.centre).toEqual({ lat: 55.6775, lng: 12.5675 });
    expect(gridCell({ lat: 55.6801, lng: 12.5683 }).key).not.toBe(a.key);
  });
});

describe('points of interest: nearest of each kind', () => {
  const at = (kind: Place['kind'], name: string, north: number): Place => ({
    kind,
    name,
    lat: raadhuspladsen.lat + north / 111_195,
    lng: raadhuspladsen.lng,
  });

  it('takes the nearest of each kind in a fixed order, and leaves out kinds with none near enough', () => {
    const places = [
      at('shop', 'Far shop', 800),
      at('transit', 'Station', 300),
      at('shop', 'Near shop', 100),
      at('school', 'Too far', 2000),
    ];
    expect(nearestOfEachKind(places, raadhuspladsen, 1150).map((p) => [p.kind, p.name])).toEqual([
      ['transit', 'Station'],
      ['shop', 'Near shop'],
    ]);
  });
});
