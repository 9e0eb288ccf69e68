type Env = Record<string, string | undefined>;

/** The places service: its base URL and access token. */
export type PoiConfig = { baseUrl: string; token: string };

/**
 * Off unless both POI_URL and POI_TOKEN are set, like error reports: then the property page lists no
 * places and nothing is sent anywhere. lib/config/requirements.ts checks the pair at start.
 */
export function poiConfig(env: Env = process.env): PoiConfig | null {
  const baseUrl = env.POI_URL?.trim();
  const token = env.POI_TOKEN?.trim();
  return baseUrl && token ? { baseUrl: baseUrl.replace(/\/+$/, ''), token } : null;
}
