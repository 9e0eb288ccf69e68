'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/components/accounts/auth-provider';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { FormAlert } from '@/components/ui/form-alert';
import { Link } from '@/lib/i18n/navigation';
import { useFollowGroup, useFollowStatus, useLeaveInterestList } from '@/lib/interest-lists/hooks';
import { FOLLOW_ANCHOR } from './follow-anchor';

/** The group a signed-out visitor asked to follow, and their consent, kept across the sign-in dialog. */
const PENDING_KEY = 'hjemly.followGroupAfterSignIn';

type Props = { slug: string; group: string; company: string };

/**
 * "Hold mig orienteret" on a group's page (new builds, groups not letting yet). The page is the same
 * for everyone; whether this person follows it is asked on the client. The marketing consent is its
 * own box, never ticked beforehand, and joining works without it. Signed out, the sign-in dialog
 * opens and the group is followed once signed in, with the consent as it was ticked.
 */
export function FollowGroup({ slug, group, company }: Props) {
  const t = useTranslations('account.interestLists.follow');
  const { status: auth } = useAuth();
  const { open: openAuth } = useAuthDialogControl();
  const signedIn = auth === 'authenticated';
  const status = useFollowStatus(slug, signedIn);
  const follow = useFollowGroup();
  const leave = useLeaveInterestList();
  // Before joining the box is a draft; on the list it shows, and switches, the stored consent.
  const [draftConsent, setDraftConsent] = useState(false);
  // On the list, a switched box shows its new state at once while the choice is being saved.
  const [savingConsent, setSavingConsent] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const resumed = useRef(false);
  const consentId = useId();
  const headingId = useId();

  const following = status.data?.following ?? false;
  const consent = following ? (savingConsent ?? status.data?.marketingConsent ?? false) : draftConsent;
  const { refetch } = status;

  function join(marketingConsent: boolean, wasFollowing: boolean) {
    setFailed(false);
    if (wasFollowing) setSavingConsent(marketingConsent);
    follow.mutate(
      { slug, marketingConsent },
      {
        onSuccess: async () => {
          await refetch();
          setSavingConsent(null);
          setNotice(wasFollowing ? t('consentSaved') : t('joined', { group }));
        },
        onError: () => {
          setSavingConsent(null);
          setFailed(true);
        },
      },
    );
  }

  useEffect(() => {
    if (!signedIn || resumed.current) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending?.startsWith(`${slug}\n`)) return;
    resumed.current = true;
    sessionStorage.removeItem(PENDING_KEY);
    follow.mutate(
      { slug, marketingConsent: pending.endsWith('\n1') },
      {
        onSuccess: async () => {
          await refetch();
          setNotice(t('joined', { group }));
        },
        onError: () => setFailed(true),
      },
    );
  }, [signedIn, slug, follow, refetch, t, group]);

  function start() {
    if (signedIn) return join(consent, false);
    sessionStorage.setItem(PENDING_KEY, `${slug}\n${consent ? '1' : '0'}`);
    openAuth('login');
  }

  async function quit() {
    setFailed(false);
    try {
      await leave.mutateAsync(slug);
      await refetch();
      setDraftConsent(false);
      setNotice(t('left', { group }));
    } catch {
      setFailed(true);
    }
  }

  const busy = follow.isPending || leave.isPending || auth === 'uninitialized' || (signedIn && status.isPending);
  return (
    <section id={FOLLOW_ANCHOR} aria-labelledby={headingId} className="card mb-4">
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('title')}
        </h2>
        <p>{following ? t('following', { group }) : t('intro', { group })}</p>
        <div className="form-check mb-3">
          <input
            id={consentId}
            type="checkbox"
            className="form-check-input"
            checked={consent}
            disabled={busy}
            onChange={(event) => {
              // On the list already, the box is a switch of its own.
              if (following) join(event.target.checked, true);
              else setDraftConsent(event.target.checked);
            }}
          />
          <label htmlFor={consentId} className="form-check-label">
            {t('consent', { company })}
          </label>
          <div className="form-text">{t('consentHint')}</div>
        </div>
        {following ? (
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={quit} disabled={busy}>
              {t('leave')}
            </button>
            <Link href="/interest-lists">{t('manage')}</Link>
          </div>
        ) : (
          <button type="button" className="btn btn-primary" onClick={start} disabled={busy} aria-busy={follow.isPending}>
            {t('button')}
          </button>
        )}
        {/* One live region, there from the start, so the notice is read when it appears. */}
        <div role="status" className="mt-3">
          {notice ? <div className="alert alert-success py-2">{notice}</div> : null}
        </div>
        {failed ? <FormAlert kind="error">{t('failed')}</FormAlert> : null}
      </div>
    </section>
  );
}
