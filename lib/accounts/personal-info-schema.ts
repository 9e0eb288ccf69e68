import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-rules';

/** Name, phone, e-mail change and account deletion (issue 5 §3, §4), shared by the forms and the handlers. */

export const NAME_MAX_LENGTH = 200;

/** A Danish number (8 digits, optionally +45) or an international one; spaces and dashes allowed. */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export const personalInfoSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v))
    .transform((v) => v.replace(/[ -]/g, '') || null),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = { name: string; email: string; phone: string | null };

/** The current password: every change that could lock the owner out asks for it again. */
const currentPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const changeEmailSchema = z.object({ newEmail: z.email().max(320), password: currentPassword });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
