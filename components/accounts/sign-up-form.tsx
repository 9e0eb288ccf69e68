'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { signUpSchema, type SignUpOutput } from '@/lib/accounts/auth-schema';
import { NAME_MAX_LENGTH } from '@/lib/accounts/personal-info-schema';
import { authClient } from './auth-client';
import { ACCOUNT_FORM_MESSAGES, authErrorKey, type AuthClientError } from './auth-errors';
import { verifiedReturnPath } from './auth-url';
import { NewPasswordField } from './new-password-field';
import { TermsField } from './terms-field';
import { useAuthFailure } from './use-auth-failure';

const describe = (failure: AuthClientError) => {
  const key = authErrorKey(failure);
  return key === 'auth.errors.generic' ? 'auth.errors.signUpFailed' : key;
};

type Props = {
  /** The development outbox (no SMTP_URL, not the real site), where the verification mail can be read; else null. */
  outboxHref: string | null;
};

export function SignUpForm({ outboxHref }: Props) {
  const t = useTranslations('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(signUpSchema, {
    messages: ACCOUNT_FORM_MESSAGES,
    defaultValues: { name: '', email: '', password: '', acceptTerms: false },
  });
  const fail = useAuthFailure(form, { email: 'email', newPassword: 'password', terms: 'acceptTerms' }, describe);

  async function signUp(values: SignUpOutput) {
    // The verification link signs the person in and brings them back to this page.
    const { error } = await authClient().signUp.email({ ...values, callbackURL: verifiedReturnPath() });
    if (error) return fail(error);
    // Also shown for an address that already has a profile: better-auth answers alike (no enumeration).
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <div role="status">
        <h3 className="h5">{t('auth.checkEmailTitle')}</h3>
        <p className="mb-0">{t('auth.checkEmailText', { email: sentTo })}</p>
        {outboxHref ? (
          <p className="mt-2 mb-0">
            {t.rich('auth.checkEmailOutbox', {
              link: (text) => <a href={`${outboxHref}?to=${encodeURIComponent(sentTo)}`}>{text}</a>,
            })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={signUp} failure={t('auth.errors.signUpFailed')}>
      <p>{t('auth.signUpIntro')}</p>
      <FormFailure />
      <TextField name="name" label={t('auth.name')} autoComplete="name" required maxLength={NAME_MAX_LENGTH} />
      <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
      <NewPasswordField name="password" label={t('auth.password')} />
      <TermsField />
      <SubmitButton className="btn btn-primary w-100">{t('auth.signUp')}</SubmitButton>
    </Form>
  );
}
