'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFollowGroup, useFollowStatus, useLeaveInterestList } from '@/lib/interest-lists/hooks';
import { FollowGroupCard, PENDING_FOLLOW_KEY } from './follow-group-card';

/**
 * What the card said last: a notice, or that the act failed. `focus` when the control the person used
 * is gone, so the outcome takes its place for the keyboard (FollowGroupCard's focusOutcome).
 */
type Outcome = { notice: string | null; failed: boolean; focus: boolean };
const SILENT: Outcome = { notice: null, failed: false, focus: false };
const said = (notice: string, focus: boolean): Outcome => ({ notice, failed: false, focus });
const failedOutcome = (focus: boolean): Outcome => ({ notice: null, failed: true, focus });

type Props = {
  slug: string;
  group: string;
  company: string;
  /** The box as ticked before joining, kept by FollowGroup across the sign-in. */
  draftConsent: boolean;
  onDraftConsentChange: (consent: boolean) => void;
};

/**
 * "Hold mig orienteret" for a signed-in person: whether they follow the group is asked here, and a
 * follow asked for before the sign-in is done once signed in, with the consent as it was ticked.
 */
export function SignedInFollowGroup({ slug, group, company, draftConsent, onDraftConsentChange }: Props) {
  const t = useTranslations('account.interestLists.follow');
  const status = useFollowStatus(slug, true);
  const follow = useFollowGroup();
  const leave = useLeaveInterestList();
  // On the list, a switched box shows its new state at once while the choice is being saved.
  const [savingConsent, setSavingConsent] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(SILENT);
  const resumed = useRef(false);

  const following = status.data?.following ?? false;
  // Before joining the box is a draft; on the list it shows, and switches, the stored consent.
  const consent = following ? (savingConsent ?? status.data?.marketingConsent ?? false) : draftConsent;
  const { refetch } = status;

  // Joining replaces the button with "Afmeld", so the notice takes focus; a switched box stays where it is.
  function join(marketingConsent: boolean, wasFollowing: boolean) {
    setOutcome(SILENT);
    if (wasFollowing) setSavingConsent(marketingConsent);
    follow.mutate(
      { slug, marketingConsent },
      {
        onSuccess: async () => {
          await refetch();
          setSavingConsent(null);
          setOutcome(wasFollowing ? said(t('consentSaved'), false) : said(t('joined', { group }), true));
        },
        onError: () => {
          setSavingConsent(null);
          setOutcome(failedOutcome(false));
        },
      },
    );
  }

  useEffect(() => {
    if (resumed.current) return;
    const pending = sessionStorage.getItem(PENDING_FOLLOW_KEY);
    if (!pending?.startsWith(`${slug}\n`)) return;
    resumed.current = true;
    sessionStorage.removeItem(PENDING_FOLLOW_KEY);
    // The button that opened the sign-in dialog was drawn signed out and is gone: the outcome, success
    // or failure, is where the keyboard lands.
    follow.mutate(
      { slug, marketingConsent: pending.endsWith('\n1') },
      {
        onSuccess: async () => {
          await refetch();
          setOutcome(said(t('joined', { group }), true));
        },
        onError: () => setOutcome(failedOutcome(true)),
      },
    );
  }, [slug, follow, refetch, t, group]);

  async function quit() {
    setOutcome(SILENT);
    try {
      await leave.mutateAsync(slug);
      await refetch();
      onDraftConsentChange(false);
      // "Afmeld" has given way to the join button.
      setOutcome(said(t('left', { group }), true));
    } catch {
      setOutcome(failedOutcome(false));
    }
  }

  return (
    <FollowGroupCard
      group={group}
      company={company}
      following={following}
      consent={consent}
      busy={follow.isPending || leave.isPending || status.isPending}
      joining={follow.isPending}
      notice={outcome.notice}
      failed={outcome.failed}
      focusOutcome={outcome.focus}
      // On the list already, the box is a switch of its own.
      onConsentChange={(checked) => (following ? join(checked, true) : onDraftConsentChange(checked))}
      onJoin={() => join(consent, false)}
      onLeave={quit}
    />
  );
}
