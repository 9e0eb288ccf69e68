'use client';

import { useState } from 'react';
import { passwordProblem } from '@/lib/accounts/password-rules';
import { authErrorKey, type AuthClientError, type AuthErrorKey } from './auth-errors';

type Outcome = { error: AuthClientError | null };

/**
 * A better-auth call that sets a new password (sign-up, reset, change): the server's password rules
 * are checked first, so most mistakes need no round trip, then the call runs with a busy state.
 * `describe` turns a failure into the message key the form shows. Resolves true on success.
 */
export function usePasswordAction<Extra extends string = never>(describe: (failure: AuthClientError) => AuthErrorKey | Extra = authErrorKey) {
  const [error, setError] = useState<AuthErrorKey | Extra | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(password: string, call: () => Promise<Outcome>): Promise<boolean> {
    const problem = passwordProblem(password);
    if (problem) {
      setError(`password.${problem}`);
      return false;
    }
    setBusy(true);
    setError(null);
    const { error: failure } = await call();
    setBusy(false);
    if (failure) setError(describe(failure));
    return !failure;
  }

  return { error, setError, busy, run };
}
