import { route } from '@/lib/handlers/route';
import { companyQuerySchema } from '@/lib/providers/schema';
import { webhookParamsSchema } from '@/lib/providers/webhook-schema';
import { deleteWebhookEndpoint } from '@/lib/providers/webhook-service';

export const DELETE = route({ auth: 'required', params: webhookParamsSchema, query: companyQuerySchema }, async ({ user, params, query }) =>
  deleteWebhookEndpoint(user, params.id, query.company),
);
