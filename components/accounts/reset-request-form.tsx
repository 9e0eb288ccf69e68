'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { resetRequestSchema, type ResetRequestOutput } from '@/lib/accounts/auth-schema';
import { authClient } from './auth-client';
import { ACCOUNT_FORM_MESSAGES } from './auth-errors';
import { returnPath } from './auth-url';
import { useAuthFailure } from './use-auth-failure';

/** Asks for a reset link; the link comes back to this page with `?auth=reset&token=…`. */
export function ResetRequestForm({ linkInvalid }: { linkInvalid: boolean }) {
  const t = useTranslations('account');
  const [sent, setSent] = useState(false);
  const form = useZodForm(resetRequestSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: { email: '' } });
  const fail = useAuthFailure(form, { email: 'email' });

  async function request({ email }: ResetRequestOutput) {
    const { error } = await authClient().requestPasswordReset({ email, redirectTo: returnPath('reset') });
    if (error) fail(error);
    else setSent(true);
  }

  // The same words whether or not the address has a profile (no enumeration).
  if (sent) return <FormAlert kind="success">{t('auth.resetSent')}</FormAlert>;

  return (
    <Form form={form} onSubmit={request} failure={t('auth.errors.generic')}>
      {linkInvalid ? <FormAlert kind="error">{t('auth.errors.resetLinkInvalid')}</FormAlert> : null}
      <p>{t('auth.resetIntro')}</p>
      <FormFailure />
      <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
      <SubmitButton className="btn btn-primary w-100">{t('auth.resetSend')}</SubmitButton>
    </Form>
  );
}
