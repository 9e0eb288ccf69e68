// No CPR number, e-mail address, cookie, header or form body may leave for the error service:
// events are reduced to what a developer needs to find the bug.

const CPR = /\b\d{6}-?\d{4}\b/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const MAX_DEPTH = 12;
// Request headers that tell a developer something and nothing about the person.
const KEPT_HEADERS = new Set(['user-agent', 'accept-language', 'content-type']);

export function scrubText(text: string): string {
  return text.replace(CPR, '[cpr]').replace(EMAIL, '[email]');
}

/** A URL without its query and fragment, which may carry tokens or search terms. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = scrubValue(item, depth + 1);
  return result;
}

type Request = { url?: string; headers?: Record<string, string>; cookies?: unknown; data?: unknown; query_string?: unknown; env?: unknown };
type Breadcrumb = { message?: string; data?: { [key: string]: unknown } };
type Scrubbable = { request?: Request; user?: { id?: string | number }; breadcrumbs?: Breadcrumb[] };

function scrubRequest(request: Request): Request {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())));
  return { ...(request.url ? { url: withoutQuery(request.url) } : {}), headers };
}

export function scrubBreadcrumb<B extends Breadcrumb>(breadcrumb: B): B {
  const data =
    breadcrumb.data && typeof breadcrumb.data.url === 'string'
      ? { ...breadcrumb.data, url: withoutQuery(breadcrumb.data.url) }
      : breadcrumb.data;
  return scrubValue({ ...breadcrumb, ...(data ? { data } : {}) }, 0) as B;
}

/** beforeSend: request reduced to URL path and harmless headers, user to an id, every string cleaned. */
export function scrubEvent<E extends Scrubbable>(event: E): E {
  const { request, user, breadcrumbs, ...rest } = event;
  const scrubbed = scrubValue(rest, 0) as E;
  if (request) scrubbed.request = scrubRequest(request);
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  if (breadcrumbs) scrubbed.breadcrumbs = breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}

type Span = { name: string; attributes: Record<string, unknown> };
// Span attributes that carry a query string, a header or a body (OpenTelemetry naming).
const DROPPED_ATTRIBUTE = /(^|\.)(query|cookies?|body)$|\.header\./;

/** beforeSendSpan (traces are streamed as spans): names and URLs without queries, no headers, every string cleaned. */
export function scrubSpan<S extends Span>(span: S): S {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(span.attributes)) {
    if (DROPPED_ATTRIBUTE.test(key)) continue;
    attributes[key] = typeof value === 'string' && key.includes('url') ? withoutQuery(value) : value;
  }
  return scrubValue({ ...span, name: withoutQuery(span.name), attributes }, 0) as S;
}
