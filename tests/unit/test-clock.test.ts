import { describe, expect, it } from 'vitest';
import { requestNow, TEST_NOW_HEADER, testClockEnabled } from '@/lib/time/test-clock';

const now = new Date('2026-03-01T10:00:00Z');
const moved = new Headers({ [TEST_NOW_HEADER]: '2026-03-05T12:00:00Z' });

describe('the test clock', () => {
  it('answers at the time a request names, only while ENABLE_TEST_CLOCK=1', () => {
    expect(requestNow(moved, { ENABLE_TEST_CLOCK: '1' }, now).toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(requestNow(moved, {}, now)).toBe(now);
    expect(requestNow(moved, { ENABLE_TEST_CLOCK: 'true' }, now)).toBe(now);
  });

  it('is never on for the real site, whatever the setting says', () => {
    for (const APP_ENV of ['production', ' Production ']) {
      expect(testClockEnabled({ ENABLE_TEST_CLOCK: '1', APP_ENV })).toBe(false);
      expect(requestNow(moved, { ENABLE_TEST_CLOCK: '1', APP_ENV }, now)).toBe(now);
    }
    expect(testClockEnabled({ ENABLE_TEST_CLOCK: '1', APP_ENV: 'staging' })).toBe(true);
  });

  it('keeps the real time for a missing or unreadable header', () => {
    const env = { ENABLE_TEST_CLOCK: '1' };
    expect(requestNow(new Headers(), env, now)).toBe(now);
    expect(requestNow(new Headers({ [TEST_NOW_HEADER]: 'tomorrow' }), env, now)).toBe(now);
  });
});
