'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/client';
import { useChangeEmail, useSavePersonalInfo } from '@/lib/accounts/hooks';
import { changeEmailSchema, NAME_MAX_LENGTH, personalInfoSchema, type PersonalInfo } from '@/lib/accounts/personal-info-schema';
import { AUTH_ERROR_VALUES } from './auth-errors';
import { authClient, useAuth } from './auth-provider';
import { FormAlert } from './form-alert';
import { NewPasswordField } from './new-password-field';
import { TextField } from './text-field';
import { usePasswordAction } from './use-password-action';

/** The server's text for a refused request (already in the person's language), else a generic one. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

type DetailsField = 'name' | 'phone';

export function PersonalDetailsForm({ initial }: { initial: PersonalInfo }) {
  const t = useTranslations('account.personalInfo');
  const { refresh } = useAuth();
  const [name, setName] = useState(initial.name);
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [invalid, setInvalid] = useState<DetailsField | null>(null);
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const save = useSavePersonalInfo();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const parsed = personalInfoSchema.safeParse({ name, phone });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.path[0] as DetailsField);
      return;
    }
    setInvalid(null);
    try {
      const saved = await save.mutateAsync({ name, phone });
      setName(saved.name);
      setPhone(saved.phone ?? '');
      setResult({ kind: 'success', text: t('saved') });
      // The header greets the person by name: let it read the new one.
      await refresh();
    } catch (error) {
      setResult({ kind: 'error', text: refusalText(error, t('saveFailed')) });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="details-heading" className="mb-5">
      <h2 id="details-heading" className="h4">
        {t('detailsHeading')}
      </h2>
      <TextField label={t('name')} name="name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} value={name}
        onChange={(e) => setName(e.target.value)} aria-invalid={invalid === 'name' || undefined}
        className={`form-control ${invalid === 'name' ? 'is-invalid' : ''}`} hint={invalid === 'name' ? t('errors.name') : undefined} />
      <TextField label={t('phone')} type="tel" name="phone" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)}
        aria-invalid={invalid === 'phone' || undefined} className={`form-control ${invalid === 'phone' ? 'is-invalid' : ''}`}
        hint={invalid === 'phone' ? t('errors.phone') : t('phoneHint')} />
      {result ? <FormAlert kind={result.kind}>{result.text}</FormAlert> : null}
      <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

export function ChangeEmailForm({ email }: { email: string }) {
  const t = useTranslations('account');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const change = useChangeEmail();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const parsed = changeEmailSchema.safeParse({ newEmail: newEmail.trim(), password });
    if (!parsed.success) {
      setResult({ kind: 'error', text: t('auth.errors.invalidEmail') });
      return;
    }
    try {
      await change.mutateAsync(parsed.data);
      setResult({ kind: 'success', text: t('personalInfo.emailSent', { email: parsed.data.newEmail }) });
      setPassword('');
    } catch (error) {
      setResult({ kind: 'error', text: refusalText(error, t('personalInfo.saveFailed')) });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-heading" className="mb-5">
      <h2 id="email-heading" className="h4">
        {t('personalInfo.emailHeading')}
      </h2>
      <p className="mb-1">{t('personalInfo.currentEmail', { email })}</p>
      <p className="text-body-secondary">{t('personalInfo.emailIntro')}</p>
      <TextField label={t('personalInfo.newEmail')} type="email" name="newEmail" autoComplete="email" required value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)} />
      <TextField label={t('personalInfo.yourPassword')} type="password" name="password" autoComplete="current-password" required
        value={password} onChange={(e) => setPassword(e.target.value)} />
      {result ? <FormAlert kind={result.kind}>{result.text}</FormAlert> : null}
      <button type="submit" className="btn btn-outline-primary" disabled={change.isPending} aria-busy={change.isPending}>
        {change.isPending ? t('personalInfo.sending') : t('personalInfo.changeEmail')}
      </button>
    </form>
  );
}

export function ChangePasswordForm() {
  const t = useTranslations('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [changed, setChanged] = useState(false);
  const { error, setError, busy, run } = usePasswordAction<'password.mismatch'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChanged(false);
    if (next !== repeat) {
      setError('password.mismatch');
      return;
    }
    // Other devices are signed out: whoever changes a password may suspect someone else knows it.
    if (!(await run(next, () => authClient().changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true })))) return;
    setCurrent('');
    setNext('');
    setRepeat('');
    setChanged(true);
  }

  return (
    <form onSubmit={submit} aria-labelledby="password-heading" className="mb-5">
      <h2 id="password-heading" className="h4">
        {t('personalInfo.passwordHeading')}
      </h2>
      <TextField label={t('personalInfo.currentPassword')} type="password" name="currentPassword" autoComplete="current-password"
        required value={current} onChange={(e) => setCurrent(e.target.value)} />
      <NewPasswordField label={t('personalInfo.newPassword')} value={next} onChange={setNext} />
      <TextField label={t('personalInfo.confirmPassword')} type="password" name="confirmPassword" autoComplete="new-password" required
        value={repeat} onChange={(e) => setRepeat(e.target.value)} hint={t('personalInfo.passwordOthers')} />
      {error ? <FormAlert kind="error">{t(error, AUTH_ERROR_VALUES)}</FormAlert> : null}
      {changed ? <FormAlert kind="success">{t('personalInfo.passwordChanged')}</FormAlert> : null}
      <button type="submit" className="btn btn-outline-primary" disabled={busy} aria-busy={busy}>
        {t('personalInfo.changePassword')}
      </button>
    </form>
  );
}
