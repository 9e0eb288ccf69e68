import { FEEDBACK_MESSAGES, feedbackSchema } from '@/lib/feedback/schema';
import { FEEDBACK_LIMIT, submitFeedback } from '@/lib/feedback/service';
import { route } from '@/lib/handlers/route';

/** Anyone may send feedback; a signed-in person's is linked to their account. */
export const POST = route(
  { body: feedbackSchema, messages: FEEDBACK_MESSAGES, auth: 'optional', rateLimit: { rule: FEEDBACK_LIMIT, per: 'ip' } },
  async ({ request, locale, body, user }) => {
    await submitFeedback(body, { host: request.headers.get('host'), locale, userId: user?.id ?? null });
  },
);
