import { describe, expect, it } from 'vitest';
import { FAILED_SIGN_INS, signInWaitMs } from '@/lib/accounts/sign-in-throttle';

describe('the wait before a sign-in to an account with recent wrong passwords', () => {
  it('is none for the first few, then doubles from 1 s up to 10 s', () => {
    const waits = Array.from({ length: FAILED_SIGN_INS.max + 6 }, (_, failures) => signInWaitMs(failures));
    expect(waits).toEqual([...Array(FAILED_SIGN_INS.max).fill(0), 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
