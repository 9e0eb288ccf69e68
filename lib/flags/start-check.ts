import { REFRESH_INTERVAL_SECONDS } from './client-config';
import { flagsClientConfig } from './config';
import { refusedKeyMessage } from './unleash-settings';

type Env = Record<string, string | undefined>;

/** What one request to the frontend API came back with. */
export type FrontendReply = { status: number; contentType: string; body: string };

const PROBE_TIMEOUT_MS = 5_000;

/**
 * Which fix an answer of the external frontend API calls for; null when it is the frontend API
 * taking the key. A 5xx says nothing about the settings: the node starts and serves what it knew.
 */
export function replyProblem(reply: FrontendReply, frontendUrl: string): string | null {
  if (reply.status === 401 || reply.status === 403) return refusedKeyMessage(reply.status, unleashMessage(reply.body));
  if (reply.status >= 500) return null;
  const toggles = reply.status === 200 && /json/i.test(reply.contentType) ? togglesIn(reply.body) : null;
  if (toggles) return null;
  return (
    `UNLEASH_URL: ${frontendUrl} answered ${reply.status} ${reply.contentType || 'without a type'}, not Unleash’s frontend API. ` +
    'Set UNLEASH_URL to Unleash’s base URL (e.g. https://unleash.example.dk) or its frontend API (…/api/frontend).'
  );
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function unleashMessage(body: string): string {
  const message = (parsed(body) as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

function togglesIn(body: string): unknown[] | null {
  const toggles = (parsed(body) as { toggles?: unknown } | null)?.toggles;
  return Array.isArray(toggles) ? toggles : null;
}

/**
 * Asks the configured Unleash once, as the flag clients will, whether it takes UNLEASH_URL and
 * UNLEASH_CLIENT_KEY; the problem to refuse the start with, or null. An Unleash that does not
 * answer is no reason to refuse: the server serves its last known flags and keeps asking every
 * REFRESH_INTERVAL_SECONDS.
 */
export async function unleashStartProblem(env: Env = process.env, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const config = flagsClientConfig(env);
  if (!config?.url) return null;
  const url = new URL(config.url);
  url.searchParams.set('appName', config.appName);
  url.searchParams.set('environment', config.environment);
  try {
    const response = await fetchImpl(url, {
      headers: { authorization: config.clientKey, accept: 'application/json' },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const reply = { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
    return replyProblem(reply, config.url);
  } catch (error) {
    console.warn(
      `Feature flags: Unleash at ${config.url} did not answer at start (${(error as Error).message}); serving the last known flags and asking again every ${REFRESH_INTERVAL_SECONDS} s.`,
    );
    return null;
  }
}
