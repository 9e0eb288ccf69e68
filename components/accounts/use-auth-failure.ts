'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showFailure } from '@/components/ui/form';
import { AUTH_ERROR_VALUES, authErrorField, authErrorKey, type AuthClientError, type AuthErrorKey, type AuthFields } from './auth-errors';

/**
 * Shows a failed better-auth call (sign-in, sign-up, reset, change password) on the form: on the
 * field it is about (a refused new password, a wrong current one), else above the button, in the
 * person's language. `describe` may word a form's own failures (an expired reset link).
 */
export function useAuthFailure<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fields: AuthFields,
  describe: (failure: AuthClientError) => AuthErrorKey = authErrorKey,
) {
  const t = useTranslations('account');
  return (failure: AuthClientError) => {
    const key = describe(failure);
    showFailure(form, { message: t(key, AUTH_ERROR_VALUES), field: authErrorField(key, fields), type: key });
  };
}
