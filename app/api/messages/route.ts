import { route } from '@/lib/handlers/route';
import { MESSAGE_FORM_MESSAGES, tenantMessageSchema, type ConversationSubject } from '@/lib/messages/schema';
import { subjectPageOf } from '@/lib/messages/pages';
import { writeAsTenant } from '@/lib/messages/service';
import { requestNow } from '@/lib/time/test-clock';

/** The page the tenant wrote from: their subject's, or their messages when it has none. */
const pageOf = (form: URLSearchParams) =>
  subjectPageOf({ subjectType: form.get('subjectType'), subjectId: form.get('subjectId') ?? '' } as ConversationSubject) ?? '/account/messages';

/**
 * A tenant's message about their own subject (an application): the first one begins the
 * conversation. The page's plain form posts here without JavaScript and returns to the page.
 */
export const POST = route(
  {
    auth: 'required',
    body: tenantMessageSchema,
    messages: MESSAGE_FORM_MESSAGES,
    htmlForm: { done: (_context, _result, form) => pageOf(form), back: ({ form }) => pageOf(form) },
  },
  async ({ user, body, request }) => Response.json(await writeAsTenant(user, body, requestNow(request.headers)), { status: 201 }),
);
