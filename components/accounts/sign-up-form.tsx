'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { authClient } from './auth-provider';
import { AUTH_ERROR_VALUES, authErrorKey } from './auth-errors';
import { returnPath } from './auth-url';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { TextField } from './text-field';
import { usePasswordAction } from './use-password-action';

export function SignUpForm() {
  const t = useTranslations('account');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, busy, run } = usePasswordAction((failure) => {
    const key = authErrorKey(failure);
    return key === 'auth.errors.generic' ? 'auth.errors.signUpFailed' : key;
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The verification link signs the person in and brings them back to this page.
    if (!(await run(password, () => authClient().signUp.email({ name: name.trim(), email, password, callbackURL: returnPath() })))) return;
    // Also shown for an address that already has a profile: better-auth answers alike (no enumeration).
    setSentTo(email);
  }

  if (sentTo) {
    return (
      <div role="status">
        <h3 className="h5">{t('auth.checkEmailTitle')}</h3>
        <p className="mb-0">{t('auth.checkEmailText', { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit}>
      <p>{t('auth.signUpIntro')}</p>
      {error ? <FormAlert kind="error">{t(error, AUTH_ERROR_VALUES)}</FormAlert> : null}
      <TextField label={t('auth.name')} name="name" autoComplete="name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <NewPasswordField label={t('auth.password')} value={password} onChange={setPassword} />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {t('auth.signUp')}
      </button>
    </form>
  );
}
