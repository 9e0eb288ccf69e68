'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_MIN_LENGTH } from '@/lib/accounts/password-rules';
import { TextField } from './text-field';

type Props = { label: string; value: string; onChange: (value: string) => void };

/** A field for choosing a password: the rules as a hint, and the browser's password manager told so. */
export function NewPasswordField({ label, value, onChange }: Props) {
  const t = useTranslations('account');
  return (
    <TextField
      label={label}
      hint={t('personalInfo.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      type="password"
      name="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
