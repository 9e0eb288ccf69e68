import { z } from 'zod';
import type { FormMessages } from '@/lib/i18n/message-keys';

/**
 * The feedback form, shared by the form and the handler. Each rule's message is the key
 * of its text under `common.feedbackForm`, so the form shows the verdict the server would give.
 */

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 5000;

/** A path on this site (`/bolig/…?…`), never another site's address. */
const sitePath = z
  .string()
  .trim()
  .max(2000, 'errors.page')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')), 'errors.page');

export const feedbackSchema = z.object({
  message: z.string().trim().min(FEEDBACK_MIN_LENGTH, 'errors.message').max(FEEDBACK_MAX_LENGTH, 'errors.messageTooLong'),
  // zod reports a failed union by its closest branch, so each branch names the key.
  email: z.union([z.literal('', 'errors.email'), z.email('errors.email').max(320, 'errors.email')]).transform((v) => v || null),
  page: sitePath.transform((v) => v || null),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** Where the feedback form's message keys live, for the form and its route alike. */
export const FEEDBACK_MESSAGES: FormMessages = {
  namespace: 'common.feedbackForm',
  values: { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH },
};
