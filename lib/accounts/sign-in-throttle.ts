import 'server-only';
import { attemptsSoFar, recordAttempt } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';

/*
 * Wrong passwords for one account, from any address: the per-address limit does not stop a guesser
 * with many addresses. After FAILED_SIGN_INS.max failures within the window, each further try on
 * that account is answered only after a growing wait (1, 2, 4, 8, then 10 s). A delay, not a lockout:
 * the right password still works, a little later, so nobody can shut a person out by failing on
 * purpose; a guesser gets a few hundred tries an hour instead of thousands.
 */
export const FAILED_SIGN_INS: RateLimitRule = { name: 'failed-sign-in', windowMs: 15 * 60_000, max: 5 };
const LONGEST_WAIT_MS = 10_000;

const account = (email: string) => email.trim().toLowerCase();

/** The wait before the next try, after `failures` wrong passwords in the window. */
export function signInWaitMs(failures: number): number {
  const beyond = failures - FAILED_SIGN_INS.max;
  return beyond < 0 ? 0 : Math.min(LONGEST_WAIT_MS, 1000 * 2 ** beyond);
}

export async function waitBeforeSignIn(email: string): Promise<void> {
  const wait = signInWaitMs(await attemptsSoFar(FAILED_SIGN_INS, account(email)));
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function countFailedSignIn(email: string): Promise<void> {
  await recordAttempt(FAILED_SIGN_INS, account(email));
}
