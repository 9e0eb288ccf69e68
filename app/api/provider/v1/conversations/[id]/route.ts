import { ok, providerRoute } from '@/lib/providers/api-route';
import { conversationParamsSchema } from '@/lib/messages/schema';
import { readCompanyConversation } from '@/lib/messages/service';
import { requestNow } from '@/lib/time/test-clock';

export const GET = providerRoute({ params: conversationParamsSchema }, async ({ caller, params, request }) =>
  ok(await readCompanyConversation({ id: '', companyId: caller.companyId, owner: true }, params.id, requestNow(request.headers))),
);
