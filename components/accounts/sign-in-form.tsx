'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { authClient, useAuth } from './auth-provider';
import { AUTH_ERROR_VALUES, authErrorKey, type AuthErrorKey } from './auth-errors';
import { returnPath } from './auth-url';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

type Props = { onForgotPassword: () => void };

export function SignInForm({ onForgotPassword }: Props) {
  const t = useTranslations('account');
  const { refresh } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setResent(false);
    const { error: failure } = await authClient().signIn.email({ email, password });
    if (failure) {
      setError(authErrorKey(failure));
      setBusy(false);
      return;
    }
    // The dialog closes itself once the state says authenticated; the person stays on this page.
    await refresh();
  }

  async function resend() {
    const { error: failure } = await authClient().sendVerificationEmail({ email, callbackURL: returnPath() });
    if (failure) setError(authErrorKey(failure));
    else setResent(true);
  }

  return (
    <form onSubmit={submit}>
      {error ? (
        <FormAlert kind="error">
          {t(error, AUTH_ERROR_VALUES)}
          {error === 'auth.errors.emailNotVerified' && !resent ? (
            <button type="button" className="btn btn-link p-0 d-block" onClick={resend}>
              {t('auth.resendVerification')}
            </button>
          ) : null}
        </FormAlert>
      ) : null}
      {resent ? <FormAlert kind="success">{t('auth.verificationResent')}</FormAlert> : null}
      <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label={t('auth.password')} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {t('auth.signIn')}
      </button>
      <button type="button" className="btn btn-link px-0 mt-2" onClick={onForgotPassword}>
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}
