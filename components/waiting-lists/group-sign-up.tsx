'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useSignUp } from '@/lib/waiting-lists/hooks';
import type { SignUpRequest } from '@/lib/waiting-lists/schema';
import type { AffiliationChoice } from '@/lib/waiting-lists/affiliations';
import { SignUpForm } from './sign-up-form';

type Props = {
  groupSlug: string;
  affiliations: AffiliationChoice[];
  offersCriteria: boolean;
  yearlyFeeKr: number;
  cprFromMitid: string | null;
};

/** The sign-up on /ejendom/{slug}/waiting-list/apply: on to the confirmation, or to the checkout of a fee list. */
export function GroupSignUp({ groupSlug, ...list }: Props) {
  const signUp = useSignUp(groupSlug);
  const router = useRouter();
  async function submit(values: SignUpRequest) {
    const result = await signUp.mutateAsync(values);
    if (result.kind === 'checkout') window.location.assign(result.checkoutUrl);
    else router.push({ pathname: '/property-group/[slug]/waiting-list/confirmation', params: { slug: groupSlug } });
  }
  return <SignUpForm {...list} onSubmit={submit} />;
}
