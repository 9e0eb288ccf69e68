import { route } from '@/lib/handlers/route';
import { idParamsSchema, MESSAGE_FORM_MESSAGES, messageFormSchema } from '@/lib/messages/schema';
import { replyAsStaff } from '@/lib/messages/service';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';

const conversationPage = (id: string) => ({ pathname: '/account/company/messages/[id]' as const, params: { id } });

/** The console's reply: the company is the person's own membership, never one the request names alone. */
export const POST = route(
  {
    auth: 'required',
    params: idParamsSchema,
    query: companyQuerySchema,
    body: messageFormSchema,
    messages: MESSAGE_FORM_MESSAGES,
    htmlForm: { done: ({ params }) => conversationPage(params.id), back: ({ params }) => conversationPage(params.id) },
  },
  async ({ user, request, params, query, body }) =>
    Response.json(
      await replyAsStaff(await actingMember(user, request.headers, query.company), params.id, body, requestNow(request.headers)),
      {
        status: 201,
      },
    ),
);
