'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useCompleteInvitation } from '@/lib/waiting-lists/hooks';
import type { SignUpRequest } from '@/lib/waiting-lists/schema';
import type { AffiliationChoice } from '@/lib/waiting-lists/affiliations';
import { SignUpForm } from './sign-up-form';

type Props = {
  token: string;
  affiliations: AffiliationChoice[];
  offersCriteria: boolean;
  yearlyFeeKr: number;
  cprFromMitid: string | null;
};

/**
 * The imported member's form: the same fields as a sign-up (no CPR to type where MitID proved it); done, on to their waiting lists — or,
 * with a fee to pay, to the same checkout as any sign-up.
 */
export function CompleteSignUp({ token, ...list }: Props) {
  const complete = useCompleteInvitation(token);
  const router = useRouter();
  async function submit(values: SignUpRequest) {
    const result = await complete.mutateAsync(values);
    if (result.kind === 'checkout') window.location.assign(result.checkoutUrl);
    else router.push('/waiting-lists');
  }
  return <SignUpForm {...list} onSubmit={submit} />;
}
