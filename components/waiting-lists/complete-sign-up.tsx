'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useCompleteInvitation } from '@/lib/waiting-lists/hooks';
import type { SignUpForm as SignUpValues } from '@/lib/waiting-lists/schema';
import { SignUpForm } from './sign-up-form';

type Props = { token: string; affiliationOptions: string[]; offersCriteria: boolean };

/** The imported member's form: the same fields as a sign-up; done, on to their waiting lists. */
export function CompleteSignUp({ token, ...list }: Props) {
  const complete = useCompleteInvitation(token);
  const router = useRouter();
  async function submit(values: SignUpValues) {
    await complete.mutateAsync(values);
    router.push('/waiting-lists');
  }
  return <SignUpForm {...list} yearlyFeeKr={0} onSubmit={submit} />;
}
