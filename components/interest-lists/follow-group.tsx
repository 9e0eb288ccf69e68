'use client';

import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/components/accounts/auth-provider';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { FollowGroupCard, PENDING_FOLLOW_KEY } from './follow-group-card';

// Whether a signed-in person follows the group, and following or leaving it, come with the query
// library: fetched once someone is signed in, not with every visitor's page.
const SignedInFollowGroup = lazy(() => import('./follow-group-signed-in').then((m) => ({ default: m.SignedInFollowGroup })));

type Props = { slug: string; group: string; company: string };

const noop = () => {};

/**
 * "Hold mig orienteret" on a group's page (new builds, groups not letting yet). The page is the same
 * for everyone; whether this person follows it is asked on the client. The marketing consent is its
 * own box, never ticked beforehand, and joining works without it. Signed out, the sign-in dialog
 * opens and the group is followed once signed in, with the consent as it was ticked.
 */
export function FollowGroup({ slug, group, company }: Props) {
  const { status: auth } = useAuth();
  const { open: openAuth } = useAuthDialogControl();
  const [draftConsent, setDraftConsent] = useState(false);

  const card = (busy: boolean) => (
    <FollowGroupCard
      group={group}
      company={company}
      following={false}
      consent={draftConsent}
      busy={busy}
      joining={false}
      notice={null}
      failed={false}
      focusOutcome={false}
      onConsentChange={setDraftConsent}
      onJoin={() => {
        sessionStorage.setItem(PENDING_FOLLOW_KEY, `${slug}\n${draftConsent ? '1' : '0'}`);
        openAuth('login');
      }}
      onLeave={noop}
    />
  );
  if (auth !== 'authenticated') return card(auth === 'uninitialized');
  return (
    <Suspense fallback={card(true)}>
      <SignedInFollowGroup slug={slug} group={group} company={company} draftConsent={draftConsent} onDraftConsentChange={setDraftConsent} />
    </Suspense>
  );
}
