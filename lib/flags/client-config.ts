/** What the browser's flag client needs; the server layout builds it from the environment. */
export type FlagsClientConfig = {
  /** An external Unleash frontend API or Edge; null means our own `/api/frontend` on the page's origin. */
  url: string | null;
  clientKey: string;
  appName: string;
  environment: string;
};

// Refresh every 15 s; metrics every 30 s, the first after 2 s.
export const REFRESH_INTERVAL_SECONDS = 15;
export const METRICS_INTERVAL_SECONDS = 30;
export const METRICS_INTERVAL_INITIAL_SECONDS = 2;

export const LOCAL_FRONTEND_PATH = '/api/frontend';

/** The names of the toggles that are on: what `useFlag` reads. */
export function enabledNames(toggles: readonly { name: string; enabled: boolean }[]): ReadonlySet<string> {
  return new Set(toggles.filter((toggle) => toggle.enabled).map((toggle) => toggle.name));
}

export function frontendUrl(config: FlagsClientConfig, origin: string): string {
  return config.url ?? `${origin}${LOCAL_FRONTEND_PATH}`;
}

/**
 * A 4xx answer (wrong key, unknown environment) will not heal by retrying, so the client
 * stops; network errors and 5xx are transient and the client keeps polling.
 */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { type, code } = error as { type?: unknown; code?: unknown };
  return type === 'HttpError' && typeof code === 'number' && code >= 400 && code < 500;
}
