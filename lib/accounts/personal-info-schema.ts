import { z } from 'zod';
import { currentPasswordRule } from './password-rules';

/**
 * Name, phone, e-mail change and account deletion, shared by the forms and the
 * handlers. Like every account schema's, each rule's message is the key of its text under the
 * `account` messages, so the form shows the verdict the server would give in the person's language.
 */

export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 320;

/** A Danish number (8 digits, optionally +45) or an international one; spaces and dashes allowed. */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export const personNameRule = z.string().trim().min(1, 'personalInfo.errors.name').max(NAME_MAX_LENGTH, 'personalInfo.errors.name');

/** An address, trimmed before it is checked: a pasted address often ends in a space. */
export const emailAddressRule = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'auth.errors.invalidEmail')
  .pipe(z.email('auth.errors.invalidEmail'));

export const personalInfoSchema = z.object({
  name: personNameRule,
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'personalInfo.errors.phone')
    .transform((v) => v.replace(/[ -]/g, '') || null),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = { name: string; email: string; phone: string | null };

/* The current password: every change that could lock the owner out asks for it again. */

export const changeEmailSchema = z.object({ newEmail: emailAddressRule, password: currentPasswordRule });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ password: currentPasswordRule });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The account row as the person's data export shows it (no password hash, no session token). */
export type AccountRecord = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  createdAt: string;
  deactivatedAt: string | null;
  termsAcceptedAt: string | null;
  termsVersion: string | null;
};
