import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookFailure } from './schema';
import { isInternalAddress } from './target';

/*
 * How a webhook is sent: node:http(s) with a `lookup` of our own, so the address checked is the
 * address the socket connects to — the name is resolved once, for the connection, and every answer
 * is checked before any is used. (fetch cannot take a lookup; undici's Agent could, but only as a
 * dependency that Node 20 does not share with its own fetch.) A literal address in the URL is never
 * looked up, so it is checked before the request is made.
 */

/** The refusal of an address that is not a public one; the connection is never attempted. */
export class NotPublicAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
  }
}

export type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;
const systemResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * A socket's lookup through `resolve` (the system resolver; tests pass their own, so no name is
 * looked up). With `publicOnly` it answers only public addresses: one internal answer is enough to
 * refuse the name (a rebinding name mixes them).
 */
export function checkedLookup(publicOnly: boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || (publicOnly && addresses.some(({ address }) => isInternalAddress(address)))) {
        return callback(new NotPublicAddressError(hostname), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

export type Dispatch = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
};

export type DispatchResult = { statusCode: number | null; failure: WebhookFailure | null; detail: string | null };

/** The landlord's words for what went wrong; the low-level text is only for our logs. */
function failureOf(error: unknown): WebhookFailure {
  if (error instanceof NotPublicAddressError) return 'notPublic';
  const name = error instanceof Error ? error.name : '';
  return name === 'AbortError' || name === 'TimeoutError' ? 'timeout' : 'unreachable';
}

function post({ url, body, headers, timeoutMs }: Dispatch, lookup: LookupFunction): Promise<number> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // A connection of its own (no agent): a pooled socket would skip the lookup.
    const request = send(target, { method: 'POST', headers, lookup, agent: false, signal: AbortSignal.timeout(timeoutMs) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * POSTs once; redirects are not followed (an endpoint is one address). `publicOnly` is the real
 * site's rule; test machines send to their own loopback receivers.
 */
export async function dispatchWebhook(dispatch: Dispatch, publicOnly: boolean, resolve?: Resolve): Promise<DispatchResult> {
  try {
    const host = new URL(dispatch.url).hostname.replace(/^\[|\]$/g, '');
    if (publicOnly && isIP(host) && isInternalAddress(host)) throw new NotPublicAddressError(host);
    const statusCode = await post(dispatch, checkedLookup(publicOnly, resolve));
    const ok = statusCode >= 200 && statusCode < 300;
    return { statusCode, failure: ok ? null : 'status', detail: ok ? null : `HTTP ${statusCode}` };
  } catch (error) {
    return { statusCode: null, failure: failureOf(error), detail: error instanceof Error ? error.message : String(error) };
  }
}
