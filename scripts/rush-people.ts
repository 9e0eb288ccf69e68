// The people of a rush, shared by the rush bench (scripts/bench-rush.ts) and the multi-node browser
// test: their CPR numbers, session cookies, loopback addresses and sign-up form, and the measure of
// a list's fairness.

/** A valid CPR number per person (a real date in the 1900s, 7th digit 1), none the same. */
export function cprOf(i: number): string {
  const day = 1 + (i % 28);
  const month = 1 + (Math.floor(i / 28) % 12);
  const year = 40 + (Math.floor(i / 336) % 60);
  const serial = 1000 + Math.floor(i / 20_160);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}${two(month)}${two(year)}${serial}`;
}

/** better-auth's session cookie over HTTPS: the token, a dot and its HMAC-SHA256 under the secret. */
export async function sessionCookie(token: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token))).toString('base64');
  return `__Secure-better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A loopback address of the person's own (127.10.0.1 on), so rate limits see each as a client apart. */
export const loopbackAddressOf = (i: number) => `127.${10 + (i >> 16)}.${(i >> 8) & 255}.${i & 255 || 1}`;

/** The waiting-list sign-up's body: no affiliation, no wishes. */
export const signUpForm = (cpr: string) =>
  JSON.stringify({
    affiliation: 'Ingen tilknytning',
    cpr,
    criteria: { sizeFrom: null, sizeTo: null, roomsFrom: null, roomsTo: null, rentFrom: null, rentTo: null },
  });

/**
 * Pairs of sign-ups the list ranks the other way round from when they were sent: all of them, those
 * sent at least `apartMs` apart, and how far apart the widest pair was sent. A server reads the
 * requests that came in while it was busy in whatever order the kernel hands them over, so only the
 * second count is a person's grievance.
 */
export function invertedPairs(signUps: { sentAt: number; place: number }[], apartMs: number) {
  const sorted = [...signUps].sort((a, b) => a.sentAt - b.sentAt);
  let all = 0;
  let apart = 0;
  let widestMs = 0;
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      if (sorted[i].place < sorted[j].place) continue;
      all++;
      const gap = sorted[j].sentAt - sorted[i].sentAt;
      if (gap >= apartMs) apart++;
      widestMs = Math.max(widestMs, gap);
    }
  }
  return { all, apart, widestMs };
}
