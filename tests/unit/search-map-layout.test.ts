import { describe, expect, it } from 'vitest';
import { DENMARK, placeBounds } from '@/lib/search/map-area';
import { stackOverlapping, type Pixel } from '@/lib/search/map-layout';

const BOX = { width: 80, height: 30 };
const at = (p: Pixel) => p;
const overlap = (a: Pixel, b: Pixel) => Math.abs(a.x - b.x) < BOX.width && Math.abs(a.y - b.y) < BOX.height;

describe('stacking overlapping markers', () => {
  it('stacks homes at one spot (one building) and leaves the ones apart alone', () => {
    const building = [
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 101, y: 99 },
    ];
    const apart = { x: 300, y: 100 };
    const stacks = stackOverlapping([...building, apart], at, BOX);
    expect(stacks.map((s) => s.members.length)).toEqual([3, 1]);
    expect(stacks[0].anchor).toBe(building[0]);
  });

  it('never leaves two markers overlapping, however the points crowd', () => {
    // A deterministic crowd: 400 points in 600 × 400 px, the map's size with the server's point limit.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const crowd = Array.from({ length: 400 }, () => ({ x: next() * 600, y: next() * 400 }));
    const stacks = stackOverlapping(crowd, at, BOX);
    expect(stacks.reduce((n, s) => n + s.members.length, 0)).toBe(400);
    for (const [i, a] of stacks.entries()) for (const b of stacks.slice(i + 1)) expect(overlap(a.anchor, b.anchor)).toBe(false);
    // …and stacks only what would overlap: every member is within a box of its anchor.
    for (const s of stacks) for (const m of s.members) expect(overlap(s.anchor, m)).toBe(true);
  });

  it('separates at a closer zoom what it stacked further out', () => {
    const pair = [
      { lat: 56.15, lng: 10.2 },
      { lat: 56.15, lng: 10.203 },
    ];
    // ~ 200 m apart: 2^zoom pixels per world width of 256 px.
    const project = (zoom: number) => (p: { lat: number; lng: number }) => ({
      x: ((p.lng + 180) / 360) * 256 * 2 ** zoom,
      y: -p.lat * 2 ** zoom,
    });
    expect(stackOverlapping(pair, project(11), BOX)).toHaveLength(1);
    expect(stackOverlapping(pair, project(17), BOX)).toHaveLength(2);
  });
});

describe('where the map opens', () => {
  const contains = (outer: number[], [lng, lat]: [number, number]) =>
    outer[0] <= lng && lng <= outer[2] && outer[1] <= lat && lat <= outer[3];

  it("opens a town on its municipality, which holds the town's centre and not all of Denmark", () => {
    const aarhus = placeBounds({ kind: 'city', key: 'aarhus' })!;
    expect(contains(aarhus, [10.21076, 56.15674])).toBe(true);
    expect(aarhus[2] - aarhus[0]).toBeLessThan((DENMARK[2] - DENMARK[0]) / 4);
    expect(contains(aarhus, [12.56553, 55.67594])).toBe(false); // København
  });

  it('opens a postcode or municipality on its own box, and knows no unknown place', () => {
    expect(contains(placeBounds({ kind: 'postcode', key: '8000' })!, [10.21, 56.155])).toBe(true);
    expect(contains(placeBounds({ kind: 'municipality', key: '0101' })!, [12.56553, 55.67594])).toBe(true);
    expect(placeBounds({ kind: 'city', key: 'atlantis' })).toBeNull();
    expect(placeBounds({ kind: 'postcode', key: '0000' })).toBeNull();
  });
});
