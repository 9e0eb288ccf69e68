import { route } from '@/lib/handlers/route';
import { actingOwner } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { webhookParamsSchema } from '@/lib/webhooks/schema';
import { deleteWebhookEndpoint } from '@/lib/webhooks/service';

export const DELETE = route(
  { auth: 'required', params: webhookParamsSchema, query: companyQuerySchema },
  async ({ user, request, params, query }) => deleteWebhookEndpoint(await actingOwner(user, request.headers, query.company), params.id),
);
