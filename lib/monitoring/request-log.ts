import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { pageCacheRequests, requestDuration, requestsShed } from './metrics';
import { routeTemplate } from './route-template';

/*
 * One JSON line per request on standard output, for the operators' log collector: a request id
 * (the balancer's X-Request-Id when it sends a sane one, else a new one, echoed back to the client),
 * the method, the kind of route and the route's template, the status and the time taken. Never the
 * address itself: paths carry personal links (offer, lease and invitation tokens) and query strings
 * carry searches.
 */

export type RouteKind = 'static' | 'image' | 'health' | 'metrics' | 'auth' | 'provider-api' | 'payment-webhook' | 'api' | 'page';

const KINDS: [RegExp, RouteKind][] = [
  [/^\/_next\/|^\/favicon/, 'static'],
  [/^\/api\/image\//, 'image'],
  [/^\/api\/health(\/|$)/, 'health'],
  [/^\/metrics$/, 'metrics'],
  [/^\/api\/auth\//, 'auth'],
  [/^\/api\/provider\//, 'provider-api'],
  [/^\/api\/payments\/[^/]+\/webhook$/, 'payment-webhook'],
  [/^\/api\//, 'api'],
];

/** What kind of route a request's path is, for logs and metrics: a handful of values, never the path. */
export function routeKind(url: string): RouteKind {
  const pathname = url.split('?')[0];
  return KINDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'page';
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The balancer's request id when it is one we can log safely; otherwise a new one. */
export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export type RequestLogEntry = {
  requestId: string;
  method: string;
  kind: RouteKind;
  // The route's template (`/api/offers/[id]/open`, `/property/[slug]`); absent for static files and unknown paths.
  route?: string;
  status: number;
  durationMs: number;
  // How the page cache answered a public page: hit, miss or bypass.
  cache?: string;
  // Turned away because the node was at its limit: a 503 that is no error of the application.
  shed?: true;
};

type RequestLog = (entry: RequestLogEntry) => void;

export function createRequestLog(destination?: pino.DestinationStream): RequestLog {
  const logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  return (entry) => logger.info(entry, 'request');
}

export type CacheResult = 'hit' | 'miss' | 'bypass';
const cacheResults = new WeakMap<ServerResponse, CacheResult>();

/** How the page cache answered this request: counted and logged with it. */
export function noteCacheResult(response: ServerResponse, result: CacheResult): void {
  cacheResults.set(response, result);
}

const shedResponses = new WeakSet<ServerResponse>();

/** This request was turned away at the node's limit: counted apart from errors and logged so. */
export function noteShed(response: ServerResponse): void {
  shedResponses.add(response);
}

// A request whose client went away before the answer was sent, as nginx logs it.
const CLIENT_CLOSED = 499;

/**
 * Gives the request its id (X-Request-Id, to the app and back to the client) and, when it ends,
 * counts it in the metrics and writes its log line (`log` null: metrics only). `routeHandlers`: the
 * route handlers' templates (lib/monitoring/route-template.ts), read once at start.
 */
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  log: RequestLog | null,
  routeHandlers: readonly string[] = [],
): void {
  const started = performance.now();
  const requestId = requestIdFrom(request.headers['x-request-id']);
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const kind = routeKind(request.url ?? '/');
  response.once('close', () => {
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const status = response.writableFinished ? response.statusCode : CLIENT_CLOSED;
    const cache = cacheResults.get(response);
    requestDuration.observe({ kind, status: `${Math.floor(status / 100)}xx` }, durationMs / 1000);
    const shed = shedResponses.has(response);
    if (cache) pageCacheRequests.inc({ result: cache });
    if (shed) requestsShed.inc({ kind });
    if (!log) return;
    const route = kind === 'static' ? null : routeTemplate(request.url ?? '/', routeHandlers);
    log({
      requestId,
      method: request.method ?? '',
      kind,
      ...(route ? { route } : {}),
      status,
      durationMs,
      ...(cache ? { cache } : {}),
      ...(shed ? { shed } : {}),
    });
  });
}
