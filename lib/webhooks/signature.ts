import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signature of a webhook: `Hjemly-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`
 * over `<t>.<raw body>` with the endpoint's secret, as Stripe does, so a receiver can check both who
 * sent it and that it is fresh (reject a t more than 5 minutes off: a replayed capture fails).
 */

export const SIGNATURE_HEADER = 'Hjemly-Signature';

export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** The receiver's side, as documented at /udvikler: true when `header` signs `body` with `secret` within `toleranceS`. */
export function verifyWebhook(secret: string, header: string, body: string, now = Date.now(), toleranceS = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body).split('v1=')[1], 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a receiver runs to check an event (Node.js), shown at /udvikler; a unit test runs it against signWebhook. */
export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the Hjemly-Signature header; rawBody: the request body as received (a string).
export function isFromHjemly(secret, header, rawBody) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false; // stale: a replay
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;
