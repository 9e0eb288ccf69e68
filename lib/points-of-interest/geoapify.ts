import type { PoiConfig } from './config';
import { placeFeatureSchema, placesAnswerSchema, type Place, type PoiKind } from './schema';

/*
 * The adapter for a Geoapify-style Places API (https://apidocs.geoapify.com/docs/places/):
 * `GET {POI_URL}/v2/places?categories=…&filter=circle:{lng},{lat},{metres}&bias=proximity:{lng},{lat}
 * &limit=…&apiKey={POI_TOKEN}`, answering a GeoJSON FeatureCollection of points. Another provider
 * is another file with the same `fetchPlaces`.
 */

const categories: Record<PoiKind, string> = {
  transit: 'public_transport',
  school: 'education.school',
  shop: 'commercial.supermarket',
  daycare: 'childcare',
};

/** A page waits for the places (in its own Suspense boundary) no longer than this. */
const TIMEOUT_MS = 3_000;

type Around = { centre: { lat: number; lng: number }; radiusMetres: number; limit: number };

function placesUrl(config: PoiConfig, kind: PoiKind, { centre, radiusMetres, limit }: Around): string {
  const url = new URL(`${config.baseUrl}/v2/places`);
  url.searchParams.set('categories', categories[kind]);
  url.searchParams.set('filter', `circle:${centre.lng},${centre.lat},${radiusMetres}`);
  url.searchParams.set('bias', `proximity:${centre.lng},${centre.lat}`);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('apiKey', config.token);
  return url.href;
}

/** The URL without the access token, for log lines. */
function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('apiKey');
  return url.href;
}

/** Places of one kind around a point, nearest first; throws when the service fails or answers nonsense. */
export async function fetchPlaces(config: PoiConfig, kind: PoiKind, around: Around): Promise<Place[]> {
  const href = placesUrl(config, kind, around);
  const response = await fetch(href, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } }).catch(
    (error: unknown) => {
      throw new Error(`${withoutToken(href)}: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  if (!response.ok) throw new Error(`${withoutToken(href)} answered ${response.status}`);
  const answer = placesAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error(`${withoutToken(href)} answered no FeatureCollection`);
  // One odd feature (no name, a line instead of a point) is skipped, not the whole answer.
  return answer.data.features.flatMap((raw) => {
    const feature = placeFeatureSchema.safeParse(raw);
    if (!feature.success) return [];
    const [lng, lat] = feature.data.geometry.coordinates;
    return [{ kind, name: feature.data.properties.name, lat, lng }];
  });
}
