import type { NearbyPlace, Place, PoiKind } from './schema';
import { poiKinds } from './schema';

type Point = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_000;
/** Streets are not straight lines: a walk is about 1.3 times the distance as the crow flies. */
export const WALKING_DETOUR = 1.3;
/** 4.8 km/h, an ordinary walking pace. */
const WALKING_METRES_PER_MINUTE = 80;
/**
 * Places are fetched per grid cell of this size (about 550 × 300 m in Denmark), not per home: the
 * homes of one block share one answer, and the cache key says nothing about the exact address.
 */
export const CELL_DEGREES = 0.005;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMetres(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated walk: the straight line times the detour factor, rounded to 10 m, and its minutes. */
export function walkingEstimate(from: Point, to: Point): { walkingMetres: number; walkingMinutes: number } {
  const metres = haversineMetres(from, to) * WALKING_DETOUR;
  return { walkingMetres: Math.round(metres / 10) * 10, walkingMinutes: Math.max(1, Math.round(metres / WALKING_METRES_PER_MINUTE)) };
}

/** The grid cell a point lies in: its key for the cache and its centre, which the places are searched around. */
export function gridCell(point: Point): { key: string; centre: Point } {
  const row = Math.floor(point.lat / CELL_DEGREES);
  const column = Math.floor(point.lng / CELL_DEGREES);
  const centre = { lat: (row + 0.5) * CELL_DEGREES, lng: (column + 0.5) * CELL_DEGREES };
  return { key: `${row}:${column}`, centre: { lat: round(centre.lat), lng: round(centre.lng) } };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The nearest place of each kind from `home` within `maxMetres` (as the crow flies), in the fixed order
 * of `poiKinds`; kinds with none are left out.
 */
export function nearestOfEachKind(places: readonly Place[], home: Point, maxMetres: number): NearbyPlace[] {
  return poiKinds.flatMap((kind: PoiKind) => {
    const nearest = places
      .filter((place) => place.kind === kind)
      .map((place) => ({ place, metres: haversineMetres(home, place) }))
      .filter(({ metres }) => metres <= maxMetres)
      .sort((a, b) => a.metres - b.metres)[0];
    if (!nearest) return [];
    const { name, lat, lng } = nearest.place;
    return [{ kind, name, lat, lng, ...walkingEstimate(home, nearest.place) }];
  });
}
