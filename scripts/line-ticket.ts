// Tickets back into the server's line (lib/http/line-ticket-header.ts): `<first arrival ms>.<HMAC>`
// over the arrival, the method and the address, so a ticket is good only for the request it was
// given for, for ten minutes. Every node derives the same key from BETTER_AUTH_SECRET (required
// with several nodes), so a retry may reach any of them; without it the key is this process's own.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const LIFETIME_MS = 10 * 60_000;

export type LineTickets = {
  /** The ticket of a request first taken in at `arrivedMs`. */
  issue(arrivedMs: number, method: string, url: string): string;
  /** When the ticket's request first arrived; null for a ticket that is forged, expired or for another request. */
  arrival(ticket: string | string[] | undefined, method: string, url: string, nowMs: number): number | null;
};

export function createLineTickets(secret: string | undefined): LineTickets {
  const key = secret ? createHmac('sha256', secret).update('hjemly line ticket').digest() : randomBytes(32);
  const sign = (ms: number, method: string, url: string) => createHmac('sha256', key).update(`${ms} ${method} ${url}`).digest();
  return {
    issue: (arrivedMs, method, url) => `${arrivedMs}.${sign(arrivedMs, method, url).toString('base64url')}`,
    arrival(ticket, method, url, nowMs) {
      const match = typeof ticket === 'string' ? /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(ticket) : null;
      if (!match) return null;
      const ms = Number(match[1]);
      if (ms > nowMs || nowMs - ms > LIFETIME_MS) return null;
      return timingSafeEqual(Buffer.from(match[2], 'base64url'), sign(ms, method, url)) ? ms : null;
    },
  };
}
