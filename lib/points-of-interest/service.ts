import 'server-only';
import { ttlCache } from '@/lib/cache/ttl';
import { poiConfig, type PoiConfig } from './config';
import { fetchPlaces } from './geoapify';
import { gridCell, nearestOfEachKind } from './rules';
import { poiKinds, type NearbyPlace, type Place } from './schema';

/** Around the centre of a home's grid cell: every place within MAX_SHOWN_METRES of any home in the cell is found. */
const SEARCH_RADIUS_METRES = 1_500;
/** The search radius less the cell's half-diagonal (about 320 m): what is listed is truly the nearest. */
const MAX_SHOWN_METRES = 1_150;
const PER_KIND = 10;

// Shops and schools move seldom: a day per cell. A failing service is asked again after a minute,
// not by every page view meanwhile. Bounded: Denmark is some 250,000 cells, the homes far fewer.
const placesByCell = ttlCache<Place[]>({ ttlMs: 24 * 60 * 60_000, maxEntries: 20_000, failureTtlMs: 60_000 });

async function placesAround(config: PoiConfig, centre: { lat: number; lng: number }): Promise<Place[]> {
  const around = { centre, radiusMetres: SEARCH_RADIUS_METRES, limit: PER_KIND };
  return (await Promise.all(poiKinds.map((kind) => fetchPlaces(config, kind, around)))).flat();
}

/**
 * The nearest transit stop, school, supermarket and daycare of a home, with the estimated walk; null
 * when the places service is off (no POI_URL) or failing — the page then shows no such list, and a
 * failure leaves a log line, never an error page.
 */
export async function nearbyPlaces(home: { lat: number; lng: number }): Promise<NearbyPlace[] | null> {
  const config = poiConfig();
  if (!config) return null;
  const cell = gridCell(home);
  try {
    return nearestOfEachKind(await placesByCell(cell.key, () => placesAround(config, cell.centre)), home, MAX_SHOWN_METRES);
  } catch (error) {
    console.warn('Points of interest not shown:', error instanceof Error ? error.message : error);
    return null;
  }
}
