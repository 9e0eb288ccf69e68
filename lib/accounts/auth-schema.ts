import { z } from 'zod';
import { currentPasswordRule, newPasswordRule } from './password-rules';
import { emailAddressRule, personNameRule } from './personal-info-schema';
import { termsAcceptanceRule } from './terms';

/**
 * The forms in front of better-auth's endpoints (sign-in, sign-up, reset, change password). Their
 * handler is better-auth; the rules it adds (name, password) are the same rules, see
 * lib/accounts/auth.ts. Messages are keys under the `account` messages.
 */

export const signInSchema = z.object({ email: emailAddressRule, password: currentPasswordRule });
export type SignInOutput = z.output<typeof signInSchema>;

export const signUpSchema = z.object({
  name: personNameRule,
  email: emailAddressRule,
  password: newPasswordRule,
  acceptTerms: termsAcceptanceRule,
});
export type SignUpOutput = z.output<typeof signUpSchema>;

/** Signing up with MitID: the name comes from MitID, no password; the e-mail is still confirmed by mail. */
export const mitidSignUpSchema = z.object({ email: emailAddressRule, acceptTerms: termsAcceptanceRule });
export type MitidSignUpOutput = z.output<typeof mitidSignUpSchema>;

export const resetRequestSchema = z.object({ email: emailAddressRule });
export type ResetRequestOutput = z.output<typeof resetRequestSchema>;

export const resetPasswordSchema = z.object({ password: newPasswordRule });
export type ResetPasswordOutput = z.output<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordRule, newPassword: newPasswordRule, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'password.mismatch' });
export type ChangePasswordOutput = z.output<typeof changePasswordSchema>;
