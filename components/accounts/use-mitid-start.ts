'use client';

import { useState } from 'react';
import type { MitidStart } from '@/lib/mitid/schema';
import { returnPath } from './auth-url';

/** Keys under the `account` messages for why a journey could not start. */
export type MitidStartFailure = 'mitid.outcomes.off' | 'mitid.outcomes.unavailable' | 'auth.errors.tooManyAttempts' | 'auth.errors.generic';

const FAILURE_OF: Record<string, MitidStartFailure> = {
  MITID_OFF: 'mitid.outcomes.off',
  MITID_UNAVAILABLE: 'mitid.outcomes.unavailable',
};

/**
 * Sends the person to the broker: our endpoint makes the journey (and its cookie) and names the
 * broker's address; the browser then leaves for it. The journey returns to this page (returnPath).
 */
export function useMitidStart() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MitidStartFailure | null>(null);

  async function start(intent: MitidStart['intent'], extra: Pick<MitidStart, 'email' | 'acceptTerms'> = {}): Promise<string | null> {
    setPending(true);
    setFailure(null);
    try {
      const response = await fetch('/api/auth/mitid/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ intent, returnTo: returnPath(), ...extra }),
      });
      const answer = (await response.json().catch(() => ({}))) as { url?: string; code?: string };
      if (response.ok && answer.url) {
        window.location.assign(answer.url);
        return null;
      }
      const key = response.status === 429 ? 'auth.errors.tooManyAttempts' : (FAILURE_OF[answer.code ?? ''] ?? 'auth.errors.generic');
      setFailure(key);
      setPending(false);
      return answer.code ?? null;
    } catch {
      setFailure('mitid.outcomes.unavailable');
      setPending(false);
      return null;
    }
  }

  return { start, pending, failure };
}
