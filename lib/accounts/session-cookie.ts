import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * better-auth's session cookie, read without its endpoint machinery: on a signed-in page that
 * machinery (context, hooks, a WebCrypto key per call, two queries through its adapter) cost about
 * ten times the one query that finds the session. The format is better-auth's and better-call's:
 * `token.signature`, URI-encoded, the signature an HMAC-SHA256 of the token under the auth secret in
 * padded base64. tests/integration/session-read.test.ts fails when a cookie better-auth sets stops
 * reading here.
 */

const SIGNATURE_LENGTH = 44;

/** The value of the first cookie called `name` in a Cookie header, URI-decoded as better-call decodes it. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    const unquoted = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    try {
      return decodeURIComponent(unquoted);
    } catch {
      return unquoted;
    }
  }
  return null;
}

/** The session token of a signed cookie value, or null when it is not signed with `secret`. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
