'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { authClient } from './auth-provider';
import { AUTH_ERROR_VALUES, authErrorKey } from './auth-errors';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { usePasswordAction } from './use-password-action';

type Props = { token: string; onDone: () => void };

/** The new password, reached from the reset mail's link. */
export function ResetPasswordForm({ token, onDone }: Props) {
  const t = useTranslations('account');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { error, busy, run } = usePasswordAction((failure) => (failure.code === 'INVALID_TOKEN' ? 'auth.errors.resetLinkInvalid' : authErrorKey(failure)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(password, () => authClient().resetPassword({ newPassword: password, token }))) setDone(true);
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
    <form onSubmit={submit}>
      {error ? <FormAlert kind="error">{t(error, AUTH_ERROR_VALUES)}</FormAlert> : null}
      <NewPasswordField label={t('auth.newPassword')} value={password} onChange={setPassword} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {t('auth.resetSave')}
      </button>
    </form>
  );
}
