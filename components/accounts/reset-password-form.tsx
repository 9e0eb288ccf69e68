'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { passwordProblem } from '@/lib/accounts/password-rules';
import { authClient } from './auth-provider';
import { AUTH_ERROR_VALUES, authErrorKey, type AuthErrorKey } from './auth-errors';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';

type Props = { token: string; onDone: () => void };

/** The new password, reached from the reset mail's link. */
export function ResetPasswordForm({ token, onDone }: Props) {
  const t = useTranslations('account');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AuthErrorKey | 'auth.errors.resetLinkInvalid' | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem) {
      setError(`password.${problem}`);
      return;
    }
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient().resetPassword({ newPassword: password, token });
    setBusy(false);
    if (!failure) setDone(true);
    else setError(failure.code === 'INVALID_TOKEN' ? 'auth.errors.resetLinkInvalid' : authErrorKey(failure));
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
