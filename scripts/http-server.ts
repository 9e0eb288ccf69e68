// The production server behind `npm start`: Next.js's request handler in a plain Node HTTP server,
// which first appends the address of the socket it accepted to X-Forwarded-For, as a proxy does.
// `next start` only sets that header when the request has none, so a client could name any
// address it liked; this way the last entry is always one nobody can forge, and TRUSTED_PROXIES
// (lib/http/client-address.ts) decides how many entries before it to believe.
import './source-maps-off';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import compression from 'compression';
import next from 'next';
import { ACTION_HEADER } from 'next/dist/client/components/app-router-headers.js';
import { stopBackgroundWork } from '@/lib/lifecycle/background-work';
import { bytesGauge } from '@/lib/monitoring/metrics';
import { createRequestLog, noteCacheResult, noteShed, observeRequest, routeKind } from '@/lib/monitoring/request-log';
import { routeHandlerTemplates } from '@/lib/monitoring/route-template';
import { createLoadGate } from './load-gate.mjs';
import { withOutageAnswer } from './outage-answer';
import { LINE_TICKET_HEADER } from '@/lib/http/line-ticket-header';
import { edgeArrival, REQUEST_START_HEADER } from '@/lib/http/request-start';
import { ARRIVAL_HEADER, arrivalStamp, arrivedAt } from '@/lib/bridges/arrival-bridge';
import { createLineTickets } from './line-ticket';
import { closeFill, FILL_HEADER, isOpenFill, LISTINGS_TAG, onPageChanges, openFill, pageCacheTrusted } from '@/lib/bridges/page-bridge';
import { createCdnPurger } from './cdn-purge';
import { createPageCache } from './page-cache';
import { endShortAnswersWhole } from './short-answers';
import { entryFromResponse, sendEntry, type PageEntry } from './page-entry';
import { publicPageKey } from './public-pages';
import { serveBuiltConfig } from './built-config';
import { lifecycleSettings, listenWhenReady, manageLifecycle } from './server-lifecycle.mjs';
import { serveAsset } from './static-assets.mjs';
import { isNotFoundRender, withWholeNotFound } from './whole-not-found.mjs';

const port = Number(process.env.PORT ?? 3000);
serveBuiltConfig(process.cwd());
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();
const staticDir = path.join(process.cwd(), '.next', 'static');

/*
 * What Next.js renders is compressed here, not by Next (compress: false in next.config.ts): Next's
 * gzip at level 6 cost about a twentieth of a signed-in page's CPU, where the compression package's
 * brotli at quality 4 (its default, for browsers that take br) compresses the same HTML smaller in
 * about half the time; gzip remains for the others. Next flushes it as it streams (`res.flush`). An
 * API answer under a kilobyte goes out as it is (./short-answers.ts).
 * Built files and cached pages carry their own pre-compressed bodies and never pass through here.
 */
const compress = compression();
function render(request: IncomingMessage, response: ServerResponse) {
  withOutageAnswer(request, response);
  compress(request as never, response as never, () => {
    if (request.url?.startsWith('/api/')) endShortAnswersWhole(response);
    void handle(request, response);
  });
}

/*
 * A path Next.js cannot decode (`%ff`, a lone `%`) fails in its router before proxy.ts runs, with a
 * 500 that is not even logged; `%25` decodes to a `%` that next-intl decodes again and fails on; a
 * NUL would reach the database. None of them is part of any address of ours: refused here, once.
 */
function isMalformed(url: string): boolean {
  if (/%00/.test(url)) return true;
  try {
    return decodeURIComponent(url.split('?')[0]).includes('%');
  } catch {
    return true;
  }
}

type Texts = { da: string; en: string };

function refuse(request: IncomingMessage, response: ServerResponse, status: number, { da, en }: Texts) {
  const english = /^en\b/i.test(request.headers['accept-language'] ?? '');
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(english ? en : da);
}

const MALFORMED = { da: 'Webadressen er ikke gyldig.', en: 'This web address is not valid.' };
const FOREIGN = {
  da: 'Forespørgslen kom fra et andet website og blev afvist.',
  en: 'The request came from another website and was refused.',
};
const FORM = { da: 'Forespørgslen er ugyldig.', en: 'The request is invalid.' };
const NO_ACTION = { da: 'Siden findes ikke.', en: 'The page does not exist.' };

/*
 * The app's one server action belongs to /dev/flags, which is served only where
 * isFlagsPageEnabled (lib/flags/config.ts) says so: on a production server with the page off, no
 * request naming an action is Next's to decode (a body it cannot read is a 500 there).
 */
const actionsServed =
  process.env.APP_ENV !== 'production' && (process.env.NODE_ENV !== 'production' || process.env.ENABLE_DEV_FLAGS === '1');

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

// The route handlers that read a form themselves: the provider API's picture uploads and
// the lease uploads (provider API and console). Only ids the routes take
// (lib/catalogue/write-schema.ts; uuids), no dot segments: a path Next.js would normalise to another
// address would reach it as a server action.
const ID = '(?!\\.\\.?/)[A-Za-z0-9._~-]+';
const UUID = '[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}';
const UPLOAD_ROUTE = new RegExp(
  `^/api/provider/v1/groups/${ID}(/homes/${ID})?/images(\\?|$)|^/api/(provider/v1|company)/(offers|tenants)/${UUID}/contracts(\\?|$)`,
);

/*
 * Next.js takes a POST to a page (and to any address no route handler has, /api/… included) as a
 * server action when it names one (Next-Action) or carries a form (multipart), and answers 500
 * when the Origin is not the host it compares it with (an unparsable Origin included) or when the
 * form cannot be parsed. The app's one action (/dev/flags) is sent by its own script, with
 * Next-Action and our Origin: a form posted without it is refused (400), and so is a foreign
 * Origin (403), the same comparison Next makes, before Next sees it. Our route handlers take
 * neither: they read JSON and refuse a foreign Origin themselves; the upload routes read their form.
 */
function serverActionRefusal(request: IncomingMessage): [number, Texts] | null {
  if (request.method !== 'POST') return null;
  const action = request.headers[ACTION_HEADER];
  const form = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
  if (action === undefined) return form && !UPLOAD_ROUTE.test(request.url ?? '') ? [400, FORM] : null;
  if (!actionsServed) return [404, NO_ACTION];
  const origin = request.headers.origin;
  if (origin === undefined) return null; // Next lets these through too: no browser sends a cookie without Origin here
  const forwarded = String(request.headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    .trim();
  return hostOf(origin) === (forwarded || request.headers.host) ? null : [403, FOREIGN];
}

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/*
 * The heap is what kills a Node server under load ("heap out of memory" at --max-old-space-size):
 * each render in flight holds a few MB of it, and a rush keeps as many in flight as the gate lets in.
 * Past this share of the limit the gate lets fewer run at once and the rest wait in line. Measured
 * after a full collection, when what is left is live: the heap in use between collections is
 * mostly garbage, and holding requests back for it would gain nothing.
 */
const HEAP_ADMIT_SHARE = 0.75;
const heapLimit = getHeapStatistics().heap_size_limit;
let liveHeap = 0;
new PerformanceObserver((entries) => {
  const major = entries
    .getEntries()
    .some((entry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
  if (major) liveHeap = getHeapStatistics().used_heap_size;
}).observe({ entryTypes: ['gc'] });
const heapNearLimit = () => liveHeap > HEAP_ADMIT_SHARE * heapLimit;

const gate = createLoadGate({
  concurrency: setting('MAX_CONCURRENT_REQUESTS', 16),
  queueLength: setting('MAX_QUEUED_REQUESTS', 2048),
  queueTimeoutMs: setting('QUEUE_TIMEOUT_MS', 30_000),
  memoryFull: heapNearLimit,
});
// Built files cost nothing to serve, and the load balancer must always learn how the node is.
// Pictures render in sharp's own threads, limited per address and cached on disk: a page's twenty
// thumbnails must not take the places of the next person's page.
const NEVER_SHED = /^\/(_next\/static\/|api\/health(\/live)?(\?|$)|metrics(\?|$)|api\/image\/|favicon)/;

const lineTickets = createLineTickets(process.env.BETTER_AUTH_SECRET);

/**
 * When the request first came: when a ticket it carries says it came and was turned away, else
 * when it reached the edge (a trusted balancer's X-Request-Start), else now.
 */
function firstArrival(request: IncomingMessage, now: number): number {
  const ticket = request.headers[LINE_TICKET_HEADER.toLowerCase()];
  const ticketed = lineTickets.arrival(ticket, request.method ?? 'GET', request.url ?? '/', now);
  return ticketed ?? edgeArrival(request.headers[REQUEST_START_HEADER], request.socket.remoteAddress, now);
}

function shed(request: IncomingMessage, response: ServerResponse) {
  noteShed(response);
  const english = /^en\b/i.test(request.headers['accept-language'] ?? '');
  const arrived = arrivedAt(request.headers[ARRIVAL_HEADER] as string)?.getTime() ?? Date.now();
  response.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Retry-After': '5',
    'Cache-Control': 'no-store',
    [LINE_TICKET_HEADER]: lineTickets.issue(arrived, request.method ?? 'GET', request.url ?? '/'),
  });
  response.end(
    english ? 'Hjemly is very busy right now. Please try again in a moment.' : 'Hjemly har meget travlt lige nu. Prøv igen om et øjeblik.',
  );
}

async function handleWithinLimits(request: IncomingMessage, response: ServerResponse) {
  if (NEVER_SHED.test(request.url ?? '/')) return render(request, response);
  // A client that hangs up while it waits gives its place in line to the next.
  const gone = new AbortController();
  const hangUp = () => gone.abort();
  response.once('close', hangUp);
  const admitted = await gate.enter(gone.signal, arrivedAt(request.headers[ARRIVAL_HEADER] as string)?.getTime());
  response.off('close', hangUp);
  if (!admitted) return response.destroyed ? undefined : shed(request, response);
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    gate.leave();
  };
  response.on('finish', leave);
  response.on('close', leave);
  if (response.destroyed) return leave();
  return render(request, response);
}

/** Renders the page of `key` (host and address) through this server, as an anonymous visitor would see it. */
function fillPage(key: string): Promise<PageEntry | null> {
  // Only this process's own fill requests may ask for a page without a nonce (proxy.ts): each names
  // an id nobody can guess, under which the page's tags are collected (lib/bridges/page-bridge.ts).
  const id = randomUUID();
  openFill(id);
  return renderFill(key, id).finally(() => closeFill(id));
}

function renderFill(key: string, id: string): Promise<PageEntry | null> {
  const at = key.indexOf(' ');
  const url = key.slice(at + 1);
  // In the page's own language: next-intl neither redirects nor hands out a locale cookie.
  const language = /^\/en-DK(\/|\?|$)/.test(url) ? 'en' : 'da';
  return new Promise((resolve, reject) => {
    const fill = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        timeout: 30_000,
        headers: { host: key.slice(0, at), [FILL_HEADER]: id, 'accept-encoding': 'identity', 'accept-language': language },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          if ((answer.statusCode ?? 500) >= 500) reject(new Error(`fill answered ${answer.statusCode}`));
          else resolve(entryFromResponse(answer.statusCode ?? 500, answer.headers, Buffer.concat(chunks), closeFill(id)));
        });
      },
    );
    fill.on('timeout', () => fill.destroy(new Error('fill timed out')));
    fill.on('error', reject);
    fill.end();
  });
}

const pageCacheMb = setting('PAGE_CACHE_MB', 64);
const pages =
  pageCacheMb > 0 ? createPageCache({ load: fillPage, maxBytes: pageCacheMb * 1024 * 1024, refreshOnChange: [LISTINGS_TAG] }) : null;
if (pages) bytesGauge('hjemly_page_cache_bytes', "The page cache's entries (PAGE_CACHE_MB at most)", () => pages.bytes);
// A write names the pages it changed (lib/cache/page-changes.ts): only those are rendered again,
// the lists across groups behind their stale copy.
if (pages) onPageChanges((tags) => pages.invalidate(tags));
// A CDN in front (CDN_PURGE_URL) forgets them too, after this node's cache did (./cdn-purge.ts).
const purgeCdn = process.env.CDN_PURGE_URL ? createCdnPurger({ url: process.env.CDN_PURGE_URL }) : null;
if (pages && purgeCdn) onPageChanges((tags) => void purgeCdn(tags));

async function answer(request: IncomingMessage, response: ServerResponse) {
  // While the LISTEN for the other nodes' changes is not known to deliver, every page is rendered
  // afresh (lib/cache/page-listener.ts): counted as bypasses.
  const key = pages && pageCacheTrusted() && publicPageKey(request);
  const cached = key ? await pages.get(key) : null;
  if (key) noteCacheResult(response, cached ? 'hit' : 'miss');
  else if (pages && routeKind(request.url ?? '/') === 'page') noteCacheResult(response, 'bypass');
  if (response.destroyed) return;
  if (cached) return sendEntry(request, response, cached);
  return handleWithinLimits(request, response);
}

/*
 * Next.js answers every rewrite (next-intl's, for each unprefixed path) with the rewritten address,
 * query and all, in `x-middleware-rewrite`: a 16 KB address came back as a 16 KB header. Only the
 * pages router's client reads it (the app router's reads the path-only `x-nextjs-rewritten-path`).
 */
function withoutRewriteHeader(response: ServerResponse) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (name.toLowerCase() === 'x-middleware-rewrite' ? response : setHeader(name, value));
}

// One JSON line per request on standard output (LOG_REQUESTS=0: none); the metrics count them anyway.
const requestLog = process.env.LOG_REQUESTS === '0' ? null : createRequestLog();
const routeHandlers = requestLog ? routeHandlerTemplates(path.join(process.cwd(), 'app')) : [];

const server = createServer((request, response) => {
  // Before the line: a request's time is when it came, not when its turn did (lib/bridges/arrival-bridge.ts).
  request.headers[ARRIVAL_HEADER] = arrivalStamp(firstArrival(request, Date.now()));
  observeRequest(request, response, requestLog, routeHandlers);
  if (lifecycle.answeredWhileDraining(request, response)) return;
  withoutRewriteHeader(response);
  if (isMalformed(request.url ?? '/')) return refuse(request, response, 400, MALFORMED);
  if (serveAsset(staticDir, request, response)) return;
  const refusal = serverActionRefusal(request);
  if (refusal) return refuse(request, response, ...refusal);
  const peer = request.socket.remoteAddress;
  const forwarded = request.headers['x-forwarded-for'];
  const sent = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  if (peer) request.headers['x-forwarded-for'] = sent?.trim() ? `${sent}, ${peer}` : peer;
  if (isOpenFill(request.headers[FILL_HEADER])) return void handleWithinLimits(request, response);
  delete request.headers[FILL_HEADER];
  if (isNotFoundRender(request)) return void handle(request, response);
  withWholeNotFound(request, response, port);
  void answer(request, response);
});
const lifecycleTimes = lifecycleSettings();
// A stop (SIGTERM, SIGINT) also stops the background work: nothing more is claimed, and the exit
// waits, within the drain time, for the mail or webhook being sent, so none is left claimed.
const lifecycle = manageLifecycle(server, lifecycleTimes, {
  onDrain: async () => {
    const ended = await stopBackgroundWork(lifecycleTimes.drainTimeoutMs);
    if (!ended) console.warn('Background work still running at exit: what it had claimed is retried once its lease runs out.');
  },
});
// PORT opens only once this node can serve: a node that cannot (or finds PORT taken) exits first,
// with the reason, and a supervisor that never saw it ready exits with it.
await listenWhenReady(server, port).catch((error: Error) => {
  console.error(`The server cannot start on port ${port}: ${error.message}`);
  process.exit(1);
});
console.log(`Ready on http://localhost:${port}`);
// Under `npm start`'s supervisor (scripts/supervise.mjs): from now on a death is a crash to recover from.
process.send?.('ready');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, lifecycle.drain);
