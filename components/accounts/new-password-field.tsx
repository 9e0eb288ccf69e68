'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import { PASSWORD_MIN_LENGTH } from '@/lib/accounts/password-rules';

/** A field for choosing a password: the rules as a hint, and the browser's password manager told so. */
export function NewPasswordField({ name, label }: { name: string; label: string }) {
  const t = useTranslations('account');
  return (
    <TextField
      name={name}
      label={label}
      hint={t('personalInfo.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      type="password"
      autoComplete="new-password"
      required
    />
  );
}
