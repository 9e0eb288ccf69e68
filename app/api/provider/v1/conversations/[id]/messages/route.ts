import { created, providerRoute } from '@/lib/providers/api-route';
import { conversationParamsSchema, messageFormSchema } from '@/lib/messages/schema';
import { replyAsStaff } from '@/lib/messages/service';
import { requestNow } from '@/lib/time/test-clock';

export const POST = providerRoute({ params: conversationParamsSchema, body: messageFormSchema }, async ({ actor, params, body, request }) =>
  created(await replyAsStaff(actor, params.id, body, requestNow(request.headers))),
);
