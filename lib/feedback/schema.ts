import { z } from 'zod';

/** The feedback form (issue 4 §6), shared by the form and the handler. */

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 5000;

/** A path on this site (`/bolig/…?…`), never another site's address. */
const sitePath = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')));

export const feedbackSchema = z.object({
  message: z.string().trim().min(FEEDBACK_MIN_LENGTH).max(FEEDBACK_MAX_LENGTH),
  email: z.union([z.literal(''), z.email().max(320)]).transform((v) => v || null),
  page: sitePath.transform((v) => v || null),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
