'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { authClient } from './auth-provider';
import { AUTH_ERROR_VALUES, authErrorKey, type AuthErrorKey } from './auth-errors';
import { returnPath } from './auth-url';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/** Asks for a reset link; the link comes back to this page with `?auth=reset&token=…`. */
export function ResetRequestForm({ linkInvalid }: { linkInvalid: boolean }) {
  const t = useTranslations('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient().requestPasswordReset({ email, redirectTo: returnPath('reset') });
    setBusy(false);
    if (failure) setError(authErrorKey(failure));
    else setSent(true);
  }

  // The same words whether or not the address has a profile (no enumeration).
  if (sent) return <FormAlert kind="success">{t('auth.resetSent')}</FormAlert>;

  return (
    <form onSubmit={submit}>
      {linkInvalid ? <FormAlert kind="error">{t('auth.errors.resetLinkInvalid')}</FormAlert> : null}
      <p>{t('auth.resetIntro')}</p>
      {error ? <FormAlert kind="error">{t(error, AUTH_ERROR_VALUES)}</FormAlert> : null}
      <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {t('auth.resetSend')}
      </button>
    </form>
  );
}
