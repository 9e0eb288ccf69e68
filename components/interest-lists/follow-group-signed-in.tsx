'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFollowGroup, useFollowStatus, useLeaveInterestList } from '@/lib/interest-lists/hooks';
import { FollowGroupCard, PENDING_FOLLOW_KEY } from './follow-group-card';

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
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const resumed = useRef(false);

  const following = status.data?.following ?? false;
  // Before joining the box is a draft; on the list it shows, and switches, the stored consent.
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
    if (resumed.current) return;
    const pending = sessionStorage.getItem(PENDING_FOLLOW_KEY);
    if (!pending?.startsWith(`${slug}\n`)) return;
    resumed.current = true;
    sessionStorage.removeItem(PENDING_FOLLOW_KEY);
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
  }, [slug, follow, refetch, t, group]);

  async function quit() {
    setFailed(false);
    try {
      await leave.mutateAsync(slug);
      await refetch();
      onDraftConsentChange(false);
      setNotice(t('left', { group }));
    } catch {
      setFailed(true);
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
      notice={notice}
      failed={failed}
      // On the list already, the box is a switch of its own.
      onConsentChange={(checked) => (following ? join(checked, true) : onDraftConsentChange(checked))}
      onJoin={() => join(consent, false)}
      onLeave={quit}
    />
  );
}
