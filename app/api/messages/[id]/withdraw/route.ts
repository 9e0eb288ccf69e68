import { route } from '@/lib/handlers/route';
import { idParamsSchema, type ConversationSubject } from '@/lib/messages/schema';
import { subjectPageOf } from '@/lib/messages/pages';
import { withdrawAsTenant } from '@/lib/messages/service';
import { requestNow } from '@/lib/time/test-clock';

/** The tenant withdraws one of their messages: it stays in its place, shown as withdrawn. */
export const POST = route(
  {
    auth: 'required',
    params: idParamsSchema,
    htmlForm: {
      done: (_context, result) => subjectPageOf(result as ConversationSubject) ?? '/account/messages',
      back: () => '/account/messages',
    },
  },
  async ({ user, params, request }) => withdrawAsTenant(user, params.id, requestNow(request.headers)),
);
