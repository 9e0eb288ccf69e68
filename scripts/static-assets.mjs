// Next.js's built assets (/_next/static/…) for scripts/http-server.ts, served from the files that
// scripts/compress-static.mjs compressed once at build time: no request pays for compression, and
// brotli (which Next.js's own server never sends) reaches every browser that asks for it.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';

const PREFIX = '/_next/static/';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** The extensions scripts/compress-static.mjs writes .br and .gz copies of. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** The encodings the client accepts, best first, of those we keep files for. */
export function acceptedEncodings(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wanted = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return [wanted('br') && 'br', wanted('gzip') && 'gzip'].filter(Boolean);
}

const SUFFIX = { br: '.br', gzip: '.gz' };

function fileSize(file) {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

/**
 * The file behind `url` under `staticDir` and how to send it, or null when it is not ours to serve
 * (not an asset path, a dot segment, an unknown type, no such file): Next.js then answers as before.
 */
export function resolveAsset(staticDir, url, acceptEncoding) {
  const pathname = String(url ?? '').split('?')[0];
  if (!pathname.startsWith(PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  const file = path.join(staticDir, relative);
  if (!file.startsWith(staticDir + path.sep) || relative.split('/').some((part) => part === '..')) return null;
  const extension = path.extname(file);
  const type = TYPES[extension];
  if (!type) return null;
  const size = fileSize(file);
  if (size === null) return null;
  const headers = {
    'Content-Type': type,
    // Every name under /_next/static carries its content's hash.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  };
  if (!COMPRESSIBLE.has(extension)) return { file, headers: { ...headers, 'Content-Length': String(size) } };
  headers.Vary = 'Accept-Encoding';
  const encodings = acceptedEncodings(acceptEncoding);
  if (!encodings.length) return { file, headers: { ...headers, 'Content-Length': String(size) } };
  for (const encoding of encodings) {
    const compressedSize = fileSize(file + SUFFIX[encoding]);
    if (compressedSize !== null) {
      return {
        file: file + SUFFIX[encoding],
        headers: { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(compressedSize) },
      };
    }
  }
  // A build from before compress-static.mjs ran: Next.js compresses it as it always did.
  return null;
}

/** Sends the asset and returns true, or returns false for Next.js to answer. */
export function serveAsset(staticDir, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const asset = resolveAsset(staticDir, request.url, request.headers['accept-encoding']);
  if (!asset) return false;
  response.writeHead(200, asset.headers);
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  const stream = createReadStream(asset.file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
  return true;
}
