import { route } from '@/lib/handlers/route';
import { conversationUpdateSchema, idParamsSchema } from '@/lib/messages/schema';
import { changeConversation } from '@/lib/messages/service';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';

const conversationPage = (id: string, query: Record<string, string> = {}) => ({
  pathname: '/account/company/messages/[id]' as const,
  params: { id },
  query,
});

/** Who handles a conversation and whether it is open: the console's plain form, on the company's record. */
export const POST = route(
  {
    auth: 'required',
    params: idParamsSchema,
    query: companyQuerySchema,
    body: conversationUpdateSchema,
    htmlForm: { done: ({ params }) => conversationPage(params.id, { gemt: '1' }), back: ({ params }) => conversationPage(params.id) },
  },
  async ({ user, request, params, query, body }) =>
    changeConversation(await actingMember(user, request.headers, query.company), params.id, body),
);
