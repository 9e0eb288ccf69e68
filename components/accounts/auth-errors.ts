import type { FormMessages } from '@/lib/i18n/message-keys';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/accounts/password-rules';

/** What better-auth's client reports when a call fails (its `error` object). */
export type AuthClientError = { code?: string; status?: number };

/** Keys under the `account` messages: the dialog shows every failure in the person's own language. */
export type AuthErrorKey =
  | 'auth.errors.invalidCredentials'
  | 'auth.errors.emailNotVerified'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.invalidEmail'
  | 'auth.errors.generic'
  | 'auth.errors.signUpFailed'
  | 'auth.errors.resetLinkInvalid'
  | 'auth.errors.termsRequired'
  | 'deactivated.text'
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.tooCommon'
  | 'password.wrongCurrent';

const byCode: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  // Set by lib/accounts/auth.ts when a deactivated user's session would be created.
  USER_DEACTIVATED: 'deactivated.text',
  INVALID_EMAIL: 'auth.errors.invalidEmail',
  // Set by lib/accounts/auth.ts when a sign-up comes without the terms accepted.
  TERMS_NOT_ACCEPTED: 'auth.errors.termsRequired',
  PASSWORD_TOO_SHORT: 'password.tooShort',
  PASSWORD_TOO_LONG: 'password.tooLong',
  PASSWORD_TOO_COMMON: 'password.tooCommon',
  // change-password with a wrong current password.
  INVALID_PASSWORD: 'password.wrongCurrent',
};

/** better-auth's English messages are never shown; the code (or the 429 status) picks ours. */
export function authErrorKey(error: AuthClientError): AuthErrorKey {
  // The rate limiter answers 429 without a code.
  if (error.status === 429) return 'auth.errors.tooManyAttempts';
  return (error.code && byCode[error.code]) || 'auth.errors.generic';
}

/** The placeholders the password messages among them need. */
export const AUTH_ERROR_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Where the account schemas' message keys live (lib/accounts/*schema*.ts), for the form kit. */
export const ACCOUNT_FORM_MESSAGES: FormMessages = { namespace: 'account', values: AUTH_ERROR_VALUES };

/** The fields of one form that a failure can be about, by role; the form names its own fields. */
export type AuthFields = { email?: string; newPassword?: string; currentPassword?: string; terms?: string };

const FIELD_OF: Partial<Record<AuthErrorKey, keyof AuthFields>> = {
  'auth.errors.invalidEmail': 'email',
  'password.tooShort': 'newPassword',
  'password.tooLong': 'newPassword',
  'password.tooCommon': 'newPassword',
  'password.wrongCurrent': 'currentPassword',
  'auth.errors.termsRequired': 'terms',
};

/** The form field a failure is about, if it is one field's fault and the form has that field. */
export function authErrorField(key: AuthErrorKey, fields: AuthFields): string | undefined {
  const role = FIELD_OF[key];
  return role && fields[role];
}
