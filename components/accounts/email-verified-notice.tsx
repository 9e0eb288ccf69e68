'use client';

import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { VERIFIED_PARAM } from './auth-url';

type Outcome = 'verified' | 'linkInvalid';

/**
 * What the verification link did, on the page it returns to: the link's return address carries
 * `verified` (auth-url.ts), and better-auth adds `error` when the token was bad or old. The
 * parameters leave the address bar at once, so a reload or a shared link says nothing. They leave
 * through the router: `history.replaceState` with the router's own history state is not seen by it
 * (and runs before it listens, on the first render), so its next render — a sign-out's refresh —
 * wrote the old address back, and the sign-in dialog then opened on `?verified=1&auth=login`.
 */
export function EmailVerifiedNotice() {
  const t = useTranslations('account.auth');
  const params = useSearchParams();
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const arrived: Outcome | null = params.has(VERIFIED_PARAM) ? (params.has('error') ? 'linkInvalid' : 'verified') : null;
  if (arrived && arrived !== outcome) setOutcome(arrived);

  useEffect(() => {
    if (!arrived) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(VERIFIED_PARAM);
    url.searchParams.delete('error');
    router.replace(url.pathname + url.search + url.hash, { scroll: false });
  }, [arrived, router]);

  if (!outcome) return null;
  return (
    <div className="container pt-3">
      <FormAlert kind={outcome === 'verified' ? 'success' : 'error'}>
        {t(outcome === 'verified' ? 'emailVerified' : 'verifyLinkInvalid')}
      </FormAlert>
    </div>
  );
}
