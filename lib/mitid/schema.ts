import { z } from 'zod';
import { isSafeRelativePath } from '@/lib/http/safe-path';

/** Why a person goes to MitID: to sign in, to make an account, or to link it to the one signed in. */
export const mitidIntents = ['signIn', 'signUp', 'link'] as const;
export type MitidIntent = (typeof mitidIntents)[number];

/** The start of a journey (POST /api/auth/mitid/start); a sign-up also brings the new account's e-mail and the terms. */
export const mitidStartSchema = z.object({
  intent: z.enum(mitidIntents),
  returnTo: z.string().max(2_000).refine(isSafeRelativePath),
  email: z.string().max(254).optional(),
  acceptTerms: z.boolean().optional(),
});
export type MitidStart = z.infer<typeof mitidStartSchema>;

/** What the person and the pages see of a proof: never the CPR whole. */
export type MitidIdentity = {
  name: string;
  birthDate: string | null;
  assurance: string | null;
  verifiedAt: string;
  cprMasked: string | null;
};
