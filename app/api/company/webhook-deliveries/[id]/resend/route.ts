import { route } from '@/lib/handlers/route';
import { companyQuerySchema } from '@/lib/providers/schema';
import { deliveryParamsSchema } from '@/lib/providers/webhook-schema';
import { resendWebhookDelivery } from '@/lib/providers/webhook-service';

export const POST = route({ auth: 'required', params: deliveryParamsSchema, query: companyQuerySchema }, async ({ user, params, query }) =>
  resendWebhookDelivery(user, params.id, query.company),
);
