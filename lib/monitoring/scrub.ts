import { withoutLinkSecrets } from './link-routes';

// Nothing personal may leave for the error service: no CPR number, e-mail address, link token,
// query value, cookie, header (but three harmless ones) or body. Every event, span, breadcrumb,
// replay event and replay recording passes through here before it is sent (lib/monitoring/options.ts).

export const FILTERED = '[Filtered]';
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;
const HAS_ESCAPE = /%[0-9A-Fa-f]{2}/;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// Ten digits with or without the dash, anywhere but inside a longer run of digits or after a
// number's decimal point (the trace's sample_rand). No lookbehind: older Safari lacks it.
const CPR = /(^|[^\d.]|\D\.)\d{6}-?\d{4}(?!\d)/g;
// A path, or a URL from its `//host`: up to its query, fragment, or the end of the word.
const PATH = /\/[^\s?#"'<>`()]*/g;
const QUERY = /\?([^\s#"'<>`]*)/g;
// A fragment of `key=value` pairs (a CSS selector's `#id[type=x]` is none).
const FRAGMENT_PAIRS = /#((?:[\w.-]+=[^&\s"'<>`]*&?)+)/g;
// Trace, span, event and replay ids: hex strings, which the CPR pattern could bite into.
const HEX_ID = /^(?:[0-9a-f]{16}|[0-9a-f]{32})$/;
// A replay's DOM snapshot nests two levels per element; anything deeper than this is dropped, never sent raw.
const MAX_DEPTH = 256;
// Request headers that tell a developer something and nothing about the person.
const KEPT_HEADERS = new Set(['user-agent', 'accept-language', 'content-type']);
// Keys (event fields, OpenTelemetry attributes) that hold cookies, bodies, single headers, or the
// person's address (a server span's client and peer, the user but for the id).
const DROPPED_KEY =
  /(^|\.)(cookies?|body)$|\.header\.|^(client|network\.peer|net\.peer|net\.sock\.peer)\.|^http\.client_ip$|^user\.(?!id$)/i;
const QUERY_KEY = /^query_string$|(^|\.)query$/;

function decodeEscapes(text: string): string {
  // Twice, for an escape that was escaped again (`%2540`).
  for (let round = 0; round < 2 && HAS_ESCAPE.test(text); round++) {
    text = text.replace(ESCAPES, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
  return text;
}

function filterPairs(query: string, bare: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? (pair ? bare : pair) : `${pair.slice(0, eq)}=${FILTERED}`;
    })
    .join('&');
}

function withoutSecretSegments(path: string): string {
  const parts = path.split('/');
  // `//host/path`: the host stays as it is.
  const first = path.startsWith('//') ? 3 : 1;
  return [...parts.slice(0, first), ...withoutLinkSecrets(parts.slice(first))].join('/');
}

function withoutQueryValues(text: string): string {
  return text
    .replace(QUERY, (_, query: string) => `?${filterPairs(query, FILTERED)}`)
    .replace(FRAGMENT_PAIRS, (_, pairs: string) => `#${filterPairs(pairs, '')}`);
}

/**
 * Any text: query values dropped while a value's escaped spaces still hold it together, then
 * escapes decoded (`ida%40example.dk`) and e-mail addresses, CPR numbers, link tokens and any query
 * the decoding revealed replaced.
 */
export function scrubText(text: string): string {
  const decoded = decodeEscapes(withoutQueryValues(text));
  return withoutQueryValues(decoded.replace(EMAIL, '[email]').replace(CPR, '$1[cpr]').replace(PATH, withoutSecretSegments));
}

/** A query in any of the SDK's shapes (`a=1&b=2`, `?a=1`, pairs, an object): its keys, no values. */
function scrubQuery(query: unknown): unknown {
  if (typeof query === 'string') return filterPairs(scrubText(query).replace(/^\?/, ''), FILTERED);
  if (Array.isArray(query)) return query.map((pair) => (Array.isArray(pair) ? [scrubText(String(pair[0])), FILTERED] : FILTERED));
  if (query && typeof query === 'object') return Object.fromEntries(Object.keys(query).map((key) => [scrubText(key), FILTERED]));
  return query;
}

function keptHeaders(headers: unknown): Record<string, unknown> {
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())));
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return HEX_ID.test(value) ? value : scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || DROPPED_KEY.test(key)) continue;
    if (QUERY_KEY.test(key)) result[key] = scrubQuery(item);
    else if (key === 'headers') result[key] = scrubValue(keptHeaders(item), depth + 1);
    else result[key] = scrubValue(item, depth + 1);
  }
  return result;
}

/** Any payload the SDK sends (a span, a breadcrumb, a recording event): every string and query cleaned, cookies, headers and bodies gone. */
export function scrubPayload<T>(payload: T): T {
  return scrubValue(payload, 1) as T;
}

type Request = { url?: string; method?: string; query_string?: unknown; headers?: unknown };
type Scrubbable = { request?: Request; user?: { id?: string | number } };

/**
 * An event (error, transaction, replay): the request reduced to URL, method, query keys and
 * harmless headers (its cookies, body and environment go), the user to an id, everything else cleaned.
 */
export function scrubEvent<E extends Scrubbable>(event: E): E {
  const { request, user, ...rest } = event;
  const scrubbed = scrubValue(rest, 0) as E;
  if (request) {
    const { url, method, query_string, headers } = request;
    scrubbed.request = scrubValue({ url, method, query_string, headers }, 0) as Request;
  }
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  return scrubbed;
}
