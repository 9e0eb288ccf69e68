import { z } from 'zod';

/** The limits every password form and the auth server share. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/*
 * The most common passwords of at least 8 characters in public breach lists, plus Danish and
 * site-specific favourites. Short on purpose: it stops the guesses an attacker tries first
 * without a network call (no breach-API dependency at sign-up).
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '123123123',
  '11223344',
  '12341234',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjk',
  'asdfasdf',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'letmein1',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'aa123456',
  'computer',
  'michelle',
  'jennifer',
  'master123',
  'changeme',
  'dragon123',
  'monkey123',
  'qazwsxedc',
  'zaq12wsx',
  'adgjmptw',
  'football1',
  'charlie1',
  'admin123',
  'administrator',
  'kodeord',
  'kodeord1',
  'kodeord123',
  'adgangskode',
  'adgangskode1',
  'hemmelig',
  'hemmelig1',
  'danmark1',
  'danmark123',
  'kobenhavn',
  'københavn',
  'sommer2024',
  'sommer2025',
  'sommer2026',
  'vinter2025',
  'vinter2026',
  'hjemly123',
  'hjemly2026',
  'lejebolig',
  'lejebolig1',
]);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooCommon';

/** The first rule a password breaks, or null. Case-insensitive for the deny list ("Password1" is as weak). */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'tooCommon';
  return null;
}

/*
 * The same rules as zod rules for the forms' schemas; like every account schema's, their messages
 * are keys under the `account` messages (lib/accounts/personal-info-schema.ts).
 */

/** The password a person types to prove it is them: any, as long as it is there. */
export const currentPasswordRule = z.string().min(1, 'auth.errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'password.tooLong');

/** A password being chosen: the first rule it breaks. */
export const newPasswordRule = z.string().superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: `password.${problem}` });
});
