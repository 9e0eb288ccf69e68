'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { MITID_OUTCOME_PARAM } from '@/lib/mitid/outcome-param';
import { useAuth } from './auth-provider';

const SUCCESSES = ['signedIn', 'linked', 'checkEmail'] as const;
const REFUSALS = [
  'off',
  'unavailable',
  'cancelled',
  'stateMismatch',
  'codeRejected',
  'expired',
  'notVerified',
  'notLinked',
  'takenByOther',
  'emailTaken',
  'emailNotVerified',
  'deactivated',
] as const;
type Outcome = (typeof SUCCESSES)[number] | (typeof REFUSALS)[number];

const outcomeOf = (value: string | null): Outcome | null => [...SUCCESSES, ...REFUSALS].find((known) => known === value) ?? null;

/**
 * What a MitID journey came to, on the page it began on: the callback adds `?mitid=<outcome>`. Like
 * the verification notice, the parameter leaves the address bar at once (a task later, once the
 * router listens), so a reload or a shared link says nothing; a sign-in refreshes the session state.
 */
export function MitidNotice() {
  const t = useTranslations('account.mitid.outcomes');
  const params = useSearchParams();
  const { refresh } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const arrived = outcomeOf(params.get(MITID_OUTCOME_PARAM));
  if (arrived && arrived !== outcome) setOutcome(arrived);

  useEffect(() => {
    if (!arrived) return;
    if (arrived === 'signedIn' || arrived === 'linked') void refresh();
    const url = new URL(window.location.href);
    url.searchParams.delete(MITID_OUTCOME_PARAM);
    const later = setTimeout(() => window.history.replaceState(null, '', url.pathname + url.search + url.hash));
    return () => clearTimeout(later);
  }, [arrived, refresh]);

  if (!outcome) return null;
  return (
    <div className="container pt-3">
      <FormAlert kind={(SUCCESSES as readonly string[]).includes(outcome) ? 'success' : 'error'}>{t(outcome)}</FormAlert>
    </div>
  );
}
