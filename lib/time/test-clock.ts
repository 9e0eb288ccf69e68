/**
 * A clock an end-to-end test can move: with ENABLE_TEST_CLOCK=1 a request may carry `x-test-now`
 * (an ISO time) and the handlers that read the time through here answer as at that time, so a test
 * sees a deadline pass without waiting for it. Only that one request is moved, never the server, so
 * tests running side by side keep their own time. The real site (APP_ENV=production) never honours
 * the header, even if the setting slipped through; lib/config/requirements.ts refuses it there too.
 */
export const TEST_NOW_HEADER = 'x-test-now';

type Env = Record<string, string | undefined>;

export function testClockEnabled(env: Env = process.env): boolean {
  return env.ENABLE_TEST_CLOCK === '1' && env.APP_ENV?.trim().toLowerCase() !== 'production';
}

/** The time a request is answered at: now, or its `x-test-now` while the test clock is enabled. */
export function requestNow(headers: Headers, env: Env = process.env, now = new Date()): Date {
  if (!testClockEnabled(env)) return now;
  const given = Date.parse(headers.get(TEST_NOW_HEADER) ?? '');
  return Number.isFinite(given) ? new Date(given) : now;
}
