'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { VERIFIED_PARAM } from './auth-url';

type Outcome = 'verified' | 'linkInvalid';

/**
 * What the verification link did, on the page it returns to: the link's return address carries
 * `verified` (auth-url.ts), and better-auth adds `error` when the token was bad or old. The
 * parameters leave the address bar at once, so a reload or a shared link says nothing. They leave
 * by `history.replaceState(null, …)`, which the router takes as its own new address (no request):
 * given the router's own history state it ignored the change and wrote `?verified=1` back at its next
 * render (a sign-out's refresh). A task later, because on the first render this effect runs before the
 * router starts listening to `replaceState`.
 */
export function EmailVerifiedNotice() {
  const t = useTranslations('account.auth');
  const params = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const arrived: Outcome | null = params.has(VERIFIED_PARAM) ? (params.has('error') ? 'linkInvalid' : 'verified') : null;
  if (arrived && arrived !== outcome) setOutcome(arrived);

  useEffect(() => {
    if (!arrived) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(VERIFIED_PARAM);
    url.searchParams.delete('error');
    const later = setTimeout(() => window.history.replaceState(null, '', url.pathname + url.search + url.hash));
    return () => clearTimeout(later);
  }, [arrived]);

  if (!outcome) return null;
  return (
    <div className="container pt-3">
      <FormAlert kind={outcome === 'verified' ? 'success' : 'error'}>
        {t(outcome === 'verified' ? 'emailVerified' : 'verifyLinkInvalid')}
      </FormAlert>
    </div>
  );
}
