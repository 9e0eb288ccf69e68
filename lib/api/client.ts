import { INVALID_FIELD_HEADER } from '@/lib/http/invalid-field-header';
import { LINE_TICKET_HEADER } from '@/lib/http/line-ticket-header';

/**
 * The browser's client for our `/api`. Resource paths have no leading slash;
 * credentials are always sent; any status ≥ 400 becomes an ApiError whose message is the body text,
 * with the field the server refused, when it named one.
 */
export class ApiError extends Error {
  /**
   * Whether the message is written for the person: a refusal (4xx), or our wrapper's 503 naming the
   * service that is out or 507 for a full store (text/plain, in their language) — not a balancer's
   * error page or a fault.
   */
  readonly forPerson: boolean;

  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    contentType = '',
  ) {
    super(message);
    this.name = 'ApiError';
    this.forPerson = status < 500 || ((status === 503 || status === 507) && contentType.startsWith('text/plain'));
  }
}

type Fetch = typeof fetch;
type Query = Record<string, string | number | boolean | undefined | null>;
/** What a read can carry besides its query: React Query's abort signal, so a superseded request stops. */
export type ReadOptions = { signal?: AbortSignal };
type ImageOptions = { aspectRatio?: string; enhanced?: boolean; scaleFactor?: number; resize?: string; width?: number };

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: Fetch;
  devicePixelRatio?: () => number;
  /** How the client waits before it tries again (tests pass one that does not). */
  wait?: (ms: number) => Promise<void>;
};

/** How long a request keeps its place in a busy server's line, trying again as it is told to. */
const STAY_IN_LINE_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient({ baseUrl = '/api', fetch: fetchImpl, devicePixelRatio, wait = sleep }: ApiClientOptions = {}) {
  const doFetch: Fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);
  const pixelRatio = devicePixelRatio ?? (() => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1));

  function url(resource: string, query?: Query): string {
    if (resource.startsWith('/')) throw new Error('resource should not start with slash');
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}/${resource}${qs ? `?${qs}` : ''}`;
  }

  /**
   * The request, sent again after Retry-After for as long as the server turns it away with a ticket
   * to its line (nothing of it ran): the person waits in line instead of reading "busy", and keeps
   * the place their first try took.
   */
  async function fetchInLine(address: string, init: RequestInit): Promise<Response> {
    const giveUpAt = Date.now() + STAY_IN_LINE_MS;
    let response = await doFetch(address, init);
    for (;;) {
      const ticket = response.status === 503 ? response.headers.get(LINE_TICKET_HEADER) : null;
      if (!ticket || Date.now() >= giveUpAt || init.signal?.aborted) return response;
      await wait(1000 * (Number(response.headers.get('retry-after')) || 5));
      const headers = new Headers(init.headers);
      headers.set(LINE_TICKET_HEADER, ticket);
      response = await doFetch(address, { ...init, headers });
    }
  }

  async function send(resource: string, init: RequestInit, query?: Query): Promise<Response> {
    const response = await fetchInLine(url(resource, query), { credentials: 'include', ...init });
    if (response.status >= 400) {
      const field = response.headers.get(INVALID_FIELD_HEADER) ?? undefined;
      throw new ApiError(await response.text(), response.status, field, response.headers.get('content-type') ?? '');
    }
    return response;
  }

  async function byContentType<T>(response: Response): Promise<T> {
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
  }

  function jsonBody(body: unknown, contentType = 'text/plain'): RequestInit {
    return { body: JSON.stringify(body), headers: { 'Content-Type': contentType } };
  }

  return {
    url,
    /** POST with a JSON body (sent as text/plain by default); JSON or text back by content type. */
    async post<T>(resource: string, body: unknown, contentType?: string): Promise<T> {
      return byContentType<T>(await send(resource, { method: 'POST', ...jsonBody(body, contentType) }));
    },
    /** PUT replaces a resource; same body and answer handling as POST. */
    async put<T>(resource: string, body: unknown, contentType?: string): Promise<T> {
      return byContentType<T>(await send(resource, { method: 'PUT', ...jsonBody(body, contentType) }));
    },
    async delete<T>(resource: string, body?: unknown, contentType?: string): Promise<T> {
      return byContentType<T>(await send(resource, { method: 'DELETE', ...jsonBody(body ?? {}, contentType) }));
    },
    async getWithParams<T>(resource: string, query: Query, { signal }: ReadOptions = {}): Promise<T> {
      return byContentType<T>(await send(resource, { method: 'GET', signal }, query));
    },
    /** GET that always parses JSON. */
    async get<T>(resource: string, { signal }: ReadOptions = {}): Promise<T> {
      return (await send(resource, { method: 'GET', signal })).json() as Promise<T>;
    },
    /** POST returning the raw response (after the status check). */
    postRaw(resource: string, body: unknown, contentType?: string): Promise<Response> {
      return send(resource, { method: 'POST', ...jsonBody(body, contentType) });
    },
    async postForm<T>(resource: string, form: FormData): Promise<T> {
      return (await send(resource, { method: 'POST', body: form })).json() as Promise<T>;
    },
    /** GET a file; the name comes from Content-Disposition, else `downloaded-file`. */
    async download(resource: string): Promise<{ blob: Blob; filename: string }> {
      const response = await doFetch(url(resource), { credentials: 'include' });
      if (!response.ok) throw new Error(`Failed to download file: ${response.statusText}`);
      return { blob: await response.blob(), filename: filenameFrom(response.headers.get('content-disposition')) };
    },
    imageUrl(id: string | number, options: ImageOptions = {}): string {
      return url(`image/find-public/${encodeURIComponent(String(id))}`, {
        aspectRatio: options.aspectRatio,
        enhanced: options.enhanced,
        scaleFactor: options.scaleFactor ?? pixelRatio(),
        resize: options.resize,
        width: options.width,
      });
    },
    whiteLabelConfig<T>(host: string): Promise<T> {
      return this.get<T>(`white-label-config/${encodeURIComponent(host)}`);
    },
    postReferrer(body: { referrer: string; url: string }): Promise<unknown> {
      return this.post('user/referrer', body);
    },
  };
}

export function filenameFrom(disposition: string | null): string {
  if (!disposition) return 'downloaded-file';
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2].trim() || 'downloaded-file';
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
