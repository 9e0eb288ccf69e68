import { route } from '@/lib/handlers/route';
import { idParamsSchema } from '@/lib/messages/schema';
import { withdrawAsStaff } from '@/lib/messages/service';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';

/** A staff member withdraws their own message; the audit log keeps that they did. */
export const POST = route(
  {
    auth: 'required',
    params: idParamsSchema,
    query: companyQuerySchema,
    htmlForm: {
      done: (_context, result) => ({ pathname: "/account/company/messages/[id]", params: { id: (result as { conversationId: string }).conversationId } }),
      back: () => '/account/company/messages',
    },
  },
  async ({ user, request, params, query }) =>
    ({ conversationId: await withdrawAsStaff(await actingMember(user, request.headers, query.company), params.id, requestNow(request.headers)) }),
);
