'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { resetPasswordSchema, type ResetPasswordOutput } from '@/lib/accounts/auth-schema';
import { authClient } from './auth-client';
import { ACCOUNT_FORM_MESSAGES, authErrorKey, type AuthClientError } from './auth-errors';
import { NewPasswordField } from './new-password-field';
import { useAuthFailure } from './use-auth-failure';

type Props = { token: string; onDone: () => void };

const describe = (failure: AuthClientError) => (failure.code === 'INVALID_TOKEN' ? 'auth.errors.resetLinkInvalid' : authErrorKey(failure));

/** The new password, reached from the reset mail's link. */
export function ResetPasswordForm({ token, onDone }: Props) {
  const t = useTranslations('account');
  const [done, setDone] = useState(false);
  const form = useZodForm(resetPasswordSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: { password: '' } });
  const fail = useAuthFailure(form, { newPassword: 'password' }, describe);

  async function reset({ password }: ResetPasswordOutput) {
    const { error } = await authClient().resetPassword({ newPassword: password, token });
    if (error) fail(error);
    else setDone(true);
  }

  if (done) {
    return (
      <>
        <FormAlert kind="success">{t('auth.resetDone')}</FormAlert>
        <button type="button" className="btn btn-primary w-100" onClick={onDone}>
          {t('auth.signIn')}
        </button>
      </>
    );
  }

  return (
    <Form form={form} onSubmit={reset} failure={t('auth.errors.generic')}>
      <FormFailure />
      <NewPasswordField name="password" label={t('auth.newPassword')} />
      <SubmitButton className="btn btn-primary w-100">{t('auth.resetSave')}</SubmitButton>
    </Form>
  );
}
