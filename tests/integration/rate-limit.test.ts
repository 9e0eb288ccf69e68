import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { isDomainError } from '@/lib/errors/domain-error';
import { attemptsSoFar, enforceRateLimit, recordAttempt } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { describeEachEngine } from './support/databases';
import { authPost, freshIp } from './support/sessions';

const HOURLY: RateLimitRule = { name: 'test-hourly', windowMs: 60 * 60_000, max: 2 };
const MINUTE = 60_000;

async function attempt(subject: string): Promise<number | 'limited'> {
  try {
    await enforceRateLimit(HOURLY, subject, new Date());
    return 204;
  } catch (error) {
    if (isDomainError(error, 'RateLimited')) return 'limited';
    throw error;
  }
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-rate-limit-suite-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'our rate limits in the table better-auth shares',
  () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('count every one of many first attempts that arrive together, on any engine', async () => {
      const rule: RateLimitRule = { name: 'test-burst', windowMs: MINUTE, max: 100 };
      const subject = `burst-${Date.now()}`;
      // On PostgreSQL the losers of the first insert used to fail with a duplicate primary key.
      for (let round = 0; round < 5; round++) {
        await Promise.all(Array.from({ length: 8 }, () => recordAttempt(rule, subject)));
      }
      expect(await attemptsSoFar(rule, subject)).toBe(40);
      const fresh = `burst-fresh-${Date.now()}`;
      expect((await Promise.all(Array.from({ length: 8 }, () => recordAttempt(rule, fresh)))).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
    });

    it("survive better-auth's pruning of its own expired counters until their window ends", async () => {
      const start = new Date('2026-03-02T10:00:00Z');
      // Only Date: the database drivers keep their real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const subject = `pruning-${Date.now()}`;
      expect([await attempt(subject), await attempt(subject), await attempt(subject)]).toEqual([204, 204, 'limited']);

      // A sign-in attempt now and one after better-auth's own window: its counter is reset, and it
      // prunes the rows it thinks expired (older than its longest window, 15 minutes).
      const ip = freshIp();
      const signIn = () => authPost('/sign-in/email', { ip, body: { email: 'nobody@example.dk', password: 'Not-The-Password-1' } });
      await signIn();
      vi.setSystemTime(new Date(start.getTime() + 20 * MINUTE));
      await signIn();

      // Still within our hour.
      expect(await attempt(subject)).toBe('limited');
      vi.setSystemTime(new Date(start.getTime() + 61 * MINUTE));
      expect(await attempt(subject)).toBe(204);
    });
  },
  { install: true },
);
