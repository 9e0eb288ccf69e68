import { isTrustedProxy } from './client-address';

/*
 * When a request reached the edge: the `X-Request-Start` header a balancer in front stamps on it
 * (nginx `t=$msec`, HAProxy `t=%Ts%ms` or in microseconds, Heroku's milliseconds). With several
 * nodes, each node's own clock reads a request only once it leaves the balancer's queue and the
 * node's socket buffers, so two people a second apart could be ranked the other way round; one
 * balancer's clock ranks them as they came. Believed only from a peer that TRUSTED_PROXIES names,
 * and only near the node's own clock (a balancer whose clock is off by more is ignored).
 */
export const REQUEST_START_HEADER = 'x-request-start';

// A request does not wait longer than this between the edge and the node (the balancer's queue
// timeout is shorter); an older or a later stamp says the clocks disagree, not when it came.
export const MAX_EDGE_WAIT_MS = 60_000;
export const MAX_CLOCK_AHEAD_MS = 1_000;

const DIGITS_PER_MS: Record<number, number> = { 10: 1e-3, 13: 1, 16: 1e3, 19: 1e6 };

/** Epoch milliseconds from `t=<seconds>.<fraction>`, or whole seconds, ms, µs or ns; null if unreadable. */
export function parseRequestStart(value: string): number | null {
  const text = value.trim().replace(/^t=/, '');
  if (/^\d{10}\.\d{1,9}$/.test(text)) return Math.round(Number(text) * 1000);
  // Whole seconds, milliseconds, microseconds or nanoseconds, told apart by their digits.
  const perMs = /^\d+$/.test(text) ? DIGITS_PER_MS[text.length] : undefined;
  return perMs === undefined ? null : Math.round(Number(text) / perMs);
}

/** When the request came: the trusted edge's stamp when it has a sane one, else `now`. */
export function edgeArrival(header: string | string[] | undefined, peer: string | undefined, now: number): number {
  if (typeof header !== 'string' || !peer || !isTrustedProxy(peer)) return now;
  const stamped = parseRequestStart(header);
  if (stamped === null || stamped > now + MAX_CLOCK_AHEAD_MS || stamped < now - MAX_EDGE_WAIT_MS) return now;
  return stamped;
}
