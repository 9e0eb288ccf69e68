// A cached public page (scripts/page-cache.ts): made once from the server's own render and sent,
// pre-compressed, to everyone. A cached page cannot carry a per-request CSP nonce: it is rendered
// without one (proxy.ts, on the fill header) and its policy allows exactly its own inline scripts
// by their SHA-256 hashes.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/http/security-headers';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint';
import { surrogateKeys } from './cdn-purge';
import { acceptedEncodings } from './static-assets.mjs';

export const FRESH_MS = 60_000;
export const STALE_MS = 300_000;
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=${STALE_MS / 1000}`;

type Encoding = 'identity' | 'br' | 'gzip';

export type PageEntry = {
  /** What the page shows (lib/cache/page-tags.ts): a change to one of them forgets the page. */
  tags: string[];
  headers: OutgoingHttpHeaders;
  bodies: Record<Encoding, Buffer>;
  /** The header list sent per encoding, made on first use. */
  sent?: Partial<Record<Encoding, [string, string][]>>;
};
export type CachedPage = { entry: PageEntry; age: number };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^\s*$|javascript|^module$/i;

/** The CSP hash sources of the page's inline scripts (data blocks such as JSON-LD run nothing). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `hashes` added to its script-src. */
export function withScriptHashes(policy: string, hashes: string[]): string {
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
 * load after the first paint (scripts/scripts-after-paint.ts). `tags` name what the page shows.
 */
export function entryFromResponse(status: number, headers: IncomingHttpHeaders, body: Buffer, tags: string[] = []): PageEntry | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (!(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string' || policy.includes("'nonce-")) return null;
  const kept: OutgoingHttpHeaders = {};
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

export const entryBytes = (entry: PageEntry) => entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length;

function cameOverHttps(headers: IncomingHttpHeaders): boolean {
  const proto = headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : (proto ?? '')).split(',')[0].trim() === 'https';
}

const encodingOf = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header; browsers send a handful of them, each read once. */
function preferredEncoding(header = ''): Encoding {
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = acceptedEncodings(header)[0] ?? 'identity';
    if (encodingOf.size < 100) encodingOf.set(header, encoding);
  }
  return encoding;
}

/** The response headers of `entry` sent in `encoding` (all but Age), made once per entry and encoding. */
function headersFor(entry: PageEntry, encoding: Encoding): [string, string][] {
  entry.sent ??= {};
  entry.sent[encoding] ??= Object.entries({
    ...entry.headers,
    'cache-control': PUBLIC_CACHE_CONTROL,
    // What the page shows, for a CDN in front to purge by (scripts/cdn-purge.ts).
    'surrogate-key': surrogateKeys(entry.tags),
    // The node chose this page for the visitor's languages too (scripts/public-pages.ts): a shared
    // cache must not hand it to a browser that asks in another, which next-intl would redirect.
    vary: 'Accept-Encoding, Accept-Language',
    'content-length': String(entry.bodies[encoding].length),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  }).flatMap(([name, value]): [string, string][] =>
    Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : value === undefined ? [] : [[name, String(value)]],
  );
  return entry.sent[encoding];
}

/** Sends a cached page, compressed as the browser accepts, with the HTTPS-only headers proxy.ts would add. */
export function sendEntry(
  request: Pick<IncomingMessage, 'method' | 'headers'>,
  response: ServerResponse,
  { entry, age }: CachedPage,
): void {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const headers: [string, string][] = [...headersFor(entry, encoding), ['age', String(age)]];
  if (cameOverHttps(request.headers)) {
    headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
    const at = headers.findIndex(([name]) => name === 'content-security-policy');
    headers[at] = [headers[at][0], `${headers[at][1]}; upgrade-insecure-requests`];
  }
  response.writeHead(200, headers.flat());
  response.end(request.method === 'HEAD' ? undefined : entry.bodies[encoding]);
}
