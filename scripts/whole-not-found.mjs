// A page that finds nothing to show (an unknown home, an unpublished group, a bad or expired token,
// someone else's payment) calls notFound(), and Next.js answers its 404 with an empty document,
// `<html id="__next_error__">`, whose not-found text the browser draws only once the scripts have
// run: React's server renderer runs no error boundaries, so the page's notFound() fails the whole
// shell and Next.js sends its empty error shell instead (vercel/next.js#62228; no setting changes
// it). Crawlers and browsers without JavaScript saw a blank page. A path that matches no route is
// rendered whole (app/global-not-found.tsx), so the production server answers every 404 page with
// that one: it asks itself for a path no route has, on the same host and in the page's language.
import { randomUUID } from 'node:crypto';
import { request as httpRequest, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

const RENDER_HEADER = 'x-hjemly-not-found-render';
// Only this process's own requests are let past the page cache and the load gate this way.
const secret = randomUUID();

/** Whether a request is this server's own render of the not-found page (answered by Next.js as it is). */
export function isNotFoundRender(request) {
  return request.headers[RENDER_HEADER] === secret;
}

/** A path no route matches, in the language of the page that was not found. */
const notFoundPath = (url) => (/^\/en-DK(\/|\?|$)/.test(url) ? '/en-DK/findes-ikke' : '/findes-ikke');

// Hop-by-hop and length headers of the inner answer: the outer one sets its own.
const NOT_COPIED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);

function renderNotFound(request, port) {
  return new Promise((resolve, reject) => {
    const inner = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: notFoundPath(request.url ?? '/'),
        timeout: 10_000,
        headers: {
          host: request.headers.host ?? 'localhost',
          'accept-language': /^\/en-DK(\/|\?|$)/.test(request.url ?? '/') ? 'en' : 'da',
          'accept-encoding': 'identity',
          // HTTPS behind the balancer: the page's CSP and HSTS say so.
          ...(request.headers['x-forwarded-proto'] ? { 'x-forwarded-proto': request.headers['x-forwarded-proto'] } : {}),
          [RENDER_HEADER]: secret,
        },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      },
    );
    inner.on('timeout', () => inner.destroy(new Error('not-found render timed out')));
    inner.on('error', reject);
    inner.end();
  });
}

async function sendWholeNotFound(request, response, port) {
  let page;
  try {
    page = await renderNotFound(request, port);
  } catch (error) {
    console.error('Could not render the not-found page:', error instanceof Error ? error.message : error);
    page = { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: Buffer.from('404') };
  }
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !NOT_COPIED.has(name)));
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipSync(page.body) : page.body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  // Past the wrappers below (and Next.js's compression, which is done with this answer).
  ServerResponse.prototype.writeHead.call(response, 404, headers);
  ServerResponse.prototype.end.call(response, body);
}

/**
 * Lets Next.js answer `request`; should it answer a page with 404, what it writes is dropped and the
 * whole not-found page is sent instead. Client-side navigations (`RSC`) render the not-found page
 * themselves.
 */
export function withWholeNotFound(request, response, port) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.rsc !== undefined) return;
  const { writeHead, write, end } = response;
  let replaced = null;
  response.writeHead = function (status, ...rest) {
    const fields = rest.find((argument) => argument && typeof argument === 'object') ?? {};
    const type = String(this.getHeader('content-type') ?? fields['content-type'] ?? fields['Content-Type'] ?? '');
    replaced = status === 404 && type.startsWith('text/html');
    return replaced ? this : writeHead.call(this, status, ...rest);
  };
  const decide = () => {
    if (replaced === null && !response.headersSent) response.writeHead(response.statusCode);
  };
  response.write = function (...args) {
    decide();
    return replaced ? true : write.apply(this, args);
  };
  response.end = function (...args) {
    decide();
    if (!replaced) return end.apply(this, args);
    void sendWholeNotFound(request, response, port);
    return this;
  };
}
