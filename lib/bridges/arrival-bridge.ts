// When scripts/http-server.ts took a request in, told to the app (bundled by Next.js, in the same
// process, with its own copies of every module: so the key lives on globalThis, as in
// lib/bridges/page-bridge.ts). In a rush a request may wait in the server's line and then run beside others;
// what counts as its time — a sign-up's seniority — must be when it arrived, or people who came
// milliseconds apart would be put in the order their turns happened to end in.
import { randomBytes, timingSafeEqual } from 'node:crypto';

const BRIDGE = Symbol.for('hjemly.arrivalBridge');

/** Set by the server on every request, over whatever a client sent: `<epoch ms>.<this process's key>`. */
export const ARRIVAL_HEADER = 'x-hjemly-arrived-at';

function key(): Buffer {
  const g = globalThis as typeof globalThis & { [BRIDGE]?: Buffer };
  g[BRIDGE] ??= Buffer.from(randomBytes(18).toString('base64url'));
  return g[BRIDGE];
}

/** The header value saying the request arrived at `ms`. */
export function arrivalStamp(ms: number): string {
  return `${ms}.${key().toString()}`;
}

/** When the server took the request in; null without this process's stamp (a client cannot forge it). */
export function arrivedAt(value: string | null | undefined): Date | null {
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 0) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const mine = key();
  if (given.length !== mine.length || !timingSafeEqual(given, mine)) return null;
  const ms = Number(value.slice(0, dot));
  return Number.isSafeInteger(ms) ? new Date(ms) : null;
}
