import 'server-only';
import { getDb } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/service';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { insertFeedback } from './repository';
import type { Feedback } from './schema';

// For the retention job (lib/jobs/purge-retained-data.ts).
export { deleteFeedbackBefore } from './repository';

/** A public form: enough for a person with a lot to say, too few for a spammer. */
export const FEEDBACK_LIMIT: RateLimitRule = { name: 'feedback', windowMs: 60 * 60_000, max: 5 };

/** Where feedback is mailed; FEEDBACK_EMAIL in production (docs/operations/configuration.md). */
export function feedbackAddress(): string {
  return process.env.FEEDBACK_EMAIL || 'feedback@hjemly.dk';
}

/** Who sent it, in which language, on which host (a white-label one, or ours). */
type Sender = { host: string | null; locale: Locale; userId: string | null };

/** Stores the feedback and queues the team's mail in one transaction: either both happen or neither. */
export async function submitFeedback(input: Feedback, { host, locale, userId }: Sender): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await insertFeedback(tx, { ...input, locale, userId, host });
    // The team reads Danish; the person's language is in the stored row.
    await enqueueEmail(tx, {
      to: feedbackAddress(),
      locale: defaultLocale,
      template: 'feedbackReceived',
      data: { message: input.message, email: input.email ?? '', page: input.page ?? '' },
      // "Reply" in the team's mail client answers the person, when they gave an address.
      ...(input.email ? { replyTo: input.email } : {}),
    });
  });
}
