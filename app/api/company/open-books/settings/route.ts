import { route } from '@/lib/handlers/route';
import { OPEN_BOOKS_SETTINGS_MESSAGES, openBooksSettingsSchema } from '@/lib/open-books/schema';
import { setPublicationDelay } from '@/lib/open-books/service';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';

/** The console's publication delay of the company's lettings: the provider API's schema, the same log entry. */
export const PUT = route(
  { auth: 'required', query: companyQuerySchema, body: openBooksSettingsSchema, messages: OPEN_BOOKS_SETTINGS_MESSAGES },
  async ({ user, request, query, body }) => {
    const actor = await actingMember(user, request.headers, query.company);
    return { delayDays: await setPublicationDelay(actor, body.delayDays, requestNow(request.headers)) };
  },
);
