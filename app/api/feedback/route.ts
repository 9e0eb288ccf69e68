import { getSessionUser } from '@/lib/accounts/session';
import { feedbackSchema } from '@/lib/feedback/schema';
import { submitFeedback } from '@/lib/feedback/service';
import { route } from '@/lib/http/route';

/** Anyone may send feedback; a signed-in person's is linked to their account. */
export const POST = route({ body: feedbackSchema }, async ({ request, locale, body }) => {
  const user = await getSessionUser(request.headers);
  await submitFeedback(body, { headers: request.headers, locale, userId: user?.id ?? null });
});
