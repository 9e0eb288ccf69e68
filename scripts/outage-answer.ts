// A request that fails because a service it needs is out is answered 503 with Retry-After and words
// for a person, never Next.js's bare English "Internal Server Error". Services' errors that reach our
// route wrappers are answered there (lib/handlers/route.ts, lib/providers/api-route.ts); the rest —
// proxy.ts's white-label look-up, the session read, a layout, any server component — fail inside
// Next.js, which answers 500 without letting us see the error. The 500 is taken for the outage when
// the database failed this process moments ago (lib/db/unavailable.ts remembers when) or, for a
// page, while the CMS fails with no last good answer to show.
import { ServerResponse, type IncomingMessage } from 'node:http';
import { cmsFailing } from '@/lib/content/cms-status';
import { databaseFailedRecently } from '@/lib/db/unavailable';
import { type Outage, OUTAGES } from '@/lib/http/errors';
import { OUTAGE_PAGE_HEADERS, outagePage, outagePageLocale } from '@/lib/http/outage-page';
import { Problem } from '@/lib/providers/problems';

function outageBehind(url: string): Outage | null {
  if (databaseFailedRecently()) return 'database';
  if (!url.startsWith('/api/') && cmsFailing()) return 'cms';
  return null;
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

/** The answer: the provider API's problem type for the API (a program reads it), the page in the person's language for a page. */
async function outageAnswer(request: IncomingMessage, outage: Outage): Promise<{ headers: Record<string, string>; body: string }> {
  const url = request.url ?? '/';
  if (url.startsWith('/api/')) {
    const problem = Problem.outage(outage).response();
    return { headers: Object.fromEntries(problem.headers), body: await problem.text() };
  }
  return {
    headers: { ...OUTAGE_PAGE_HEADERS, 'Retry-After': String(OUTAGES[outage].retryAfterSeconds) },
    body: outagePage(outagePageLocale(url, headersOf(request)), outage),
  };
}

async function sendOutage(request: IncomingMessage, response: ServerResponse, outage: Outage) {
  const { headers, body } = await outageAnswer(request, outage);
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  const bytes = Buffer.from(body);
  // Past the wrappers (Next.js's compression included, whose output is dropped with the rest).
  (ServerResponse.prototype.writeHead as (status: number, headers: Record<string, string>) => ServerResponse).call(response, 503, {
    ...headers,
    'Content-Length': String(bytes.length),
  });
  (ServerResponse.prototype.end as (chunk?: Buffer) => ServerResponse).call(response, request.method === 'HEAD' ? undefined : bytes);
}

/**
 * Lets Next.js answer `request`; should it answer 500 while a service is out, what it writes is
 * dropped and the outage's answer is sent instead. Installed before Next.js's compression wraps the
 * response, so what it drops is the compressed stream.
 */
export function withOutageAnswer(request: IncomingMessage, response: ServerResponse) {
  const { writeHead, write, end } = response;
  // undefined until the status is known; then the outage being answered, or null for Next's own answer.
  let replaced: Outage | null | undefined;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    replaced = status === 500 ? outageBehind(request.url ?? '/') : null;
    if (replaced === null) return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    void sendOutage(request, response, replaced);
    return this;
  } as ServerResponse['writeHead'];
  const decide = () => {
    if (replaced === undefined && !response.headersSent) response.writeHead(response.statusCode);
  };
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    decide();
    return replaced ? true : (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decide();
    if (replaced) return this;
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}
