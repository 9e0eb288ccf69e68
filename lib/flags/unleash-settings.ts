/*
 * UNLEASH_URL and UNLEASH_CLIENT_KEY as people give them. Unleash's own SDKs take the server's base
 * URL and add the API's path themselves, so that form is accepted here too; the browser and this
 * server both ask the frontend API, `<base>/api/frontend` (Unleash or Unleash Edge alike).
 */

const FRONTEND_PATH = '/api/frontend';
// The backend SDKs' and the admin UI's APIs: the key for them is not the browser's.
const OTHER_API = /\/api\/(client|admin)(\/|$)/;

export type UnleashUrl = { frontendUrl: string } | { problem: string };

const URL_FIX = 'set UNLEASH_URL to Unleash’s base URL (e.g. https://unleash.example.dk) or its frontend API (…/api/frontend)';

/** The frontend API's address for a base URL, an `/api` URL or the frontend API's own; else what to fix. */
export function parseUnleashUrl(value: string): UnleashUrl {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: `UNLEASH_URL "${value}" is not a URL: ${URL_FIX}.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `UNLEASH_URL must be an http(s) URL, not "${value}": ${URL_FIX}.` };
  }
  if (url.search || url.hash) return { problem: `UNLEASH_URL "${value}" has a query or fragment: ${URL_FIX}.` };
  const path = url.pathname.replace(/\/+$/, '');
  if (OTHER_API.test(path)) {
    return { problem: `UNLEASH_URL "${value}" is an Unleash API for backend SDKs or admins, not the browser’s: ${URL_FIX}.` };
  }
  const frontendPath = path.endsWith(FRONTEND_PATH) ? path : path.endsWith('/api') ? `${path}/frontend` : `${path}${FRONTEND_PATH}`;
  return { frontendUrl: `${url.origin}${frontendPath}` };
}

/**
 * What the key's form alone gives away. Unleash's frontend and backend tokens look alike
 * (`<project>:<environment>.<secret>`), so only Unleash can tell those apart (./start-check.ts); an
 * admin token is scoped to every environment (`*:*.…`), which frontend tokens never are, and every
 * browser would receive it.
 */
export function unleashKeyProblem(key: string): string | null {
  if (/^[^:]+:\*\./.test(key.trim())) {
    return (
      'UNLEASH_CLIENT_KEY is an Unleash admin token (every environment, "*:*."): every browser receives this key. ' +
      'Create a frontend token for this environment in Unleash (Admin settings → API access → New API token → Frontend) and set it instead.'
    );
  }
  return null;
}

/** The message for a key that Unleash refused with a 401 or 403, naming the fix. */
export function refusedKeyMessage(status: number, unleashMessage: string): string {
  if (/different token type/i.test(unleashMessage)) {
    return (
      'UNLEASH_CLIENT_KEY is not a frontend token (Unleash: "expected a different token type"), most likely a backend (client) token, ' +
      'which is for Unleash’s server SDKs. The browser and this server both read flags through the frontend API: create a frontend token ' +
      'for this environment in Unleash (Admin settings → API access → New API token → Frontend) and set it as UNLEASH_CLIENT_KEY.'
    );
  }
  return `UNLEASH_CLIENT_KEY was refused by Unleash (${status}${unleashMessage ? `: ${unleashMessage}` : ''}): set a frontend token of this Unleash for this environment.`;
}
