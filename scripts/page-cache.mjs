// The public pages' cache in scripts/http-server.mjs (issue 15): catalogue, content and search
// pages are the same for everyone who is not signed in (the header's account menu, the consent
// banner and a home's apply state are filled in by the browser), so each is rendered once per host
// and address for SPEC §9's 60 s and sent from memory, pre-compressed, to everyone else, with
// `Cache-Control: public, s-maxage=60, stale-while-revalidate` for a CDN in front.
//
// A cached page cannot carry a per-request CSP nonce: it is rendered without one (proxy.ts, on the
// fill header) and its policy allows exactly its own inline scripts by their SHA-256 hashes.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ALL_PAGES } from './page-bridge.mjs';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint.mjs';
import { acceptedEncodings } from './static-assets.mjs';

const FRESH_MS = 60_000;
const STALE_MS = 300_000;
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=${STALE_MS / 1000}`;

const LOCALE_PREFIX = /^\/en-DK(?=\/|$)/;
const SLUG = '[^/]+';
/**
 * The public Danish paths (lib/i18n/routing.ts) whose pages nobody's cookies change: the home page,
 * search, the catalogue (towns, homes, buildings, companies) and the content pages.
 */
const PUBLIC_PAGES = new RegExp(
  `^/(${[
    '',
    'soeg',
    'soeg-ventelister',
    `bolig/${SLUG}`,
    `ejendom/(?!shared$)${SLUG}`,
    `virksomhed/${SLUG}`,
    `lejebolig(/${SLUG})?`,
    `nybyggeri(/${SLUG})?`,
    `artikler(/${SLUG})?`,
    `byguides(/${SLUG})?`,
    `ordbog(/${SLUG})?`,
    'om-os',
    'hjaelp',
    'privatliv',
    'vilkaar',
    'udvikler',
  ].join('|')})/?$`,
);

function cookiesOf(header) {
  const cookies = new Map();
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The locale next-intl would settle on without the path: its cookie, else the browser's first fit. */
function preferredLocale(headers, cookies) {
  const chosen = cookies.get('NEXT_LOCALE');
  if (chosen === 'da-DK' || chosen === 'en-DK') return chosen;
  const languages = String(headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  const fit = languages.find(({ language }) => language === 'da' || language === 'en');
  return fit?.language === 'en' ? 'en-DK' : 'da-DK';
}

/*
 * Parameters that say where a visitor came from, for the browser's analytics (it reads them from
 * the address bar): the page is the same without them, so they neither split the cache nor reach
 * the render.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/** `query` (without its `?`) less its tracking parameters, the others in their order. */
export function withoutTracking(query) {
  return query
    .split('&')
    .filter((part) => part && !TRACKING_PARAM.test(decodeURIComponentSafe(part.split('=')[0])))
    .join('&');
}

function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The cache key of a request for a public page (its host and address), or null when the request
 * must reach Next.js: other methods and pages, client-side navigations (RSC), signed-in visitors
 * (pages may greet them on the server), and visitors next-intl would redirect or give a locale
 * cookie to (their language differs from the page's).
 */
export function publicPageKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { headers } = request;
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers['next-action'] !== undefined) return null;
  const host = headers.host?.toLowerCase();
  if (!host) return null;
  const url = request.url ?? '/';
  const [pathname, query = ''] = url.split('?');
  if (/(^|&)_rsc=/.test(query)) return null;
  const locale = LOCALE_PREFIX.test(pathname) ? 'en-DK' : 'da-DK';
  if (!PUBLIC_PAGES.test(pathname.replace(LOCALE_PREFIX, '') || '/')) return null;
  const cookies = cookiesOf(headers.cookie);
  if ([...cookies.keys()].some((name) => name.endsWith('better-auth.session_token'))) return null;
  if (preferredLocale(headers, cookies) !== locale) return null;
  const kept = withoutTracking(query);
  return `${host} ${pathname}${kept ? `?${kept}` : ''}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|javascript|^module$/i;

/** The CSP hash sources of the page's inline scripts (data blocks such as JSON-LD run nothing). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `hashes` added to its script-src. */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive))
    .join(';');
}

const DROPPED = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'set-cookie',
]);

/**
 * A cache entry made of a fill's response, or null when it is not the same for everyone. Its scripts
 * load after the first paint (scripts/scripts-after-paint.mjs). `tags` name what the page shows
 * (lib/cache/page-tags.ts).
 */
export function entryFromResponse(status, headers, body, tags = []) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string' || policy.includes("'nonce-")) return null;
  const kept = {};
  for (const [name, value] of Object.entries(headers)) if (!DROPPED.has(name) && !name.startsWith('x-hjemly')) kept[name] = value;
  const html = loadScriptsAfterFirstPaint(body.toString('utf8'));
  kept['content-security-policy'] = withScriptHashes(policy, inlineScriptHashes(html));
  const page = Buffer.from(html);
  return {
    tags,
    headers: kept,
    bodies: {
      identity: page,
      br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(page, { level: 6 }),
    },
  };
}

export const entryBytes = (entry) => entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length;

/**
 * Keeps entries by key, at most `maxBytes` of them (least recently used leave first). `load(key)`
 * renders an entry (null: not cacheable, asked again after the fresh time; a rejection: nothing
 * is remembered); one load per key runs at a time, and a stale entry is served while it runs.
 * `invalidate(tags)` forgets the entries that carry one of `tags`, and what loads under way would
 * bring with one of them (they may have read the rows before the change); ALL_PAGES: everything.
 */
export function createPageCache({ load, maxBytes, now = Date.now }) {
  const entries = new Map();
  const loading = new Map();
  let bytes = 0;
  // Changes announced while loads ran, by the count of changes before them; kept while any load runs.
  let changes = 0;
  let recent = [];

  function forget(key) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.entry ? entryBytes(old.entry) : 0;
  }

  function store(key, entry) {
    forget(key);
    entries.set(key, { entry, storedAt: now() });
    bytes += entry ? entryBytes(entry) : 0;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** Whether a change announced after the `started`th touches `entry`. */
  function changedSince(started, entry) {
    return recent.some(({ at, tags }) => at > started && (tags === null || entry?.tags.some((tag) => tags.has(tag))));
  }

  function refresh(key) {
    if (!loading.has(key)) {
      const started = changes;
      const pending = load(key)
        .then((entry) => {
          if (!changedSince(started, entry)) store(key, entry);
          return entry;
        })
        // A failed render (busy, timed out) is tried again by the next request, not remembered.
        .catch(() => null)
        .finally(() => {
          loading.delete(key);
          if (loading.size === 0) recent = [];
        });
      loading.set(key, pending);
    }
    return loading.get(key);
  }

  /** Forgets the entries `touched` picks, and keeps `tags` (null: all) for the loads under way. */
  function forgetChanged(tags, touched) {
    changes++;
    if (loading.size > 0) recent.push({ at: changes, tags });
    for (const [key, { entry }] of entries) if (touched(entry)) forget(key);
  }

  /** The entry to send for `key` with its age in seconds, or null for Next.js to answer. */
  async function get(key) {
    const found = entries.get(key);
    const age = found ? now() - found.storedAt : Infinity;
    if (found && age < FRESH_MS) {
      // Most recently used last, so eviction takes the others first.
      entries.delete(key);
      entries.set(key, found);
      return found.entry && { entry: found.entry, age: Math.floor(age / 1000) };
    }
    if (found?.entry && age < FRESH_MS + STALE_MS) {
      void refresh(key);
      return { entry: found.entry, age: Math.floor(age / 1000) };
    }
    const entry = await refresh(key);
    return entry && { entry, age: 0 };
  }

  return {
    get,
    invalidate(tags) {
      if (tags.includes(ALL_PAGES)) return forgetChanged(null, () => true);
      const changed = new Set(tags);
      forgetChanged(changed, (entry) => entry !== null && entry.tags.some((tag) => changed.has(tag)));
    },
    get bytes() {
      return bytes;
    },
  };
}

function cameOverHttps(headers) {
  return (
    String(headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

const encodingOf = new Map();

/** The encoding to send for an Accept-Encoding header; browsers send a handful of them, each read once. */
function preferredEncoding(header = '') {
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = acceptedEncodings(header)[0] ?? 'identity';
    if (encodingOf.size < 100) encodingOf.set(header, encoding);
  }
  return encoding;
}

/** The response headers of `entry` sent in `encoding` (all but Age), made once per entry and encoding. */
function headersFor(entry, encoding) {
  entry.sent ??= {};
  entry.sent[encoding] ??= Object.entries({
    ...entry.headers,
    'cache-control': PUBLIC_CACHE_CONTROL,
    vary: 'Accept-Encoding',
    'content-length': String(entry.bodies[encoding].length),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  }).flatMap(([name, value]) => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, value]]));
  return entry.sent[encoding];
}

/** Sends a cached page, compressed as the browser accepts, with the HTTPS-only headers proxy.ts would add. */
export function sendEntry(request, response, { entry, age }) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const headers = [...headersFor(entry, encoding), ['age', String(age)]];
  if (cameOverHttps(request.headers)) {
    headers.push(['strict-transport-security', 'max-age=63072000; includeSubDomains']);
    const at = headers.findIndex(([name]) => name === 'content-security-policy');
    headers[at] = [headers[at][0], `${headers[at][1]}; upgrade-insecure-requests`];
  }
  response.writeHead(200, headers.flat());
  response.end(request.method === 'HEAD' ? undefined : entry.bodies[encoding]);
}
