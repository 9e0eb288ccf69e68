import { z } from 'zod';

/**
 * The terms and privacy policy a new account accepts (the help page's promise). The
 * version is the date of the terms text (content/<locale>/terms.json `updatedAt`): it is stored with
 * each acceptance, so a later change of the terms can tell who accepted which text. A unit test keeps
 * it in step with the text.
 */
export const TERMS_VERSION = '2026-11-21';

/** An unticked box is refused, in the form and by the sign-up endpoint alike. */
export const termsAcceptanceRule = z.boolean('auth.errors.termsRequired').refine((accepted) => accepted, 'auth.errors.termsRequired');
