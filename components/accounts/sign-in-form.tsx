'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { signInSchema, type SignInOutput } from '@/lib/accounts/auth-schema';
import { Link } from '@/lib/i18n/navigation';
import { authClient } from './auth-client';
import { useAuth } from './auth-provider';
import { ACCOUNT_FORM_MESSAGES } from './auth-errors';
import { verifiedReturnPath } from './auth-url';
import { useAuthFailure } from './use-auth-failure';

type Props = { onForgotPassword: () => void };

export function SignInForm({ onForgotPassword }: Props) {
  const t = useTranslations('account');
  const { refresh } = useAuth();
  const [resent, setResent] = useState(false);
  const form = useZodForm(signInSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: { email: '', password: '' } });
  const fail = useAuthFailure(form, { email: 'email', currentPassword: 'password' });

  async function signIn(values: SignInOutput) {
    setResent(false);
    const { error } = await authClient().signIn.email(values);
    if (error) return fail(error);
    // The dialog closes itself once the state says authenticated; the person stays on this page.
    await refresh();
  }

  async function resend() {
    const { error } = await authClient().sendVerificationEmail({
      email: form.getValues('email').trim(),
      callbackURL: verifiedReturnPath(),
    });
    if (error) fail(error);
    else setResent(true);
  }

  return (
    <Form form={form} onSubmit={signIn} failure={t('auth.errors.generic')}>
      <FormFailure>
        {(type) => {
          if (type === 'auth.errors.emailNotVerified' && !resent) {
            return (
              <button type="button" className="btn btn-link p-0 d-block" onClick={resend}>
                {t('auth.resendVerification')}
              </button>
            );
          }
          // A deactivated person can only be helped by a person: the way to us is the feedback page.
          return type === 'deactivated.text' ? <Link href="/feedback">{t('deactivated.contactSupport')}</Link> : null;
        }}
      </FormFailure>
      {resent ? <FormAlert kind="success">{t('auth.verificationResent')}</FormAlert> : null}
      <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
      <TextField name="password" label={t('auth.password')} type="password" autoComplete="current-password" required />
      <SubmitButton className="btn btn-primary w-100">{t('auth.signIn')}</SubmitButton>
      <button type="button" className="btn btn-link px-0 mt-2" onClick={onForgotPassword}>
        {t('auth.forgotPassword')}
      </button>
    </Form>
  );
}
