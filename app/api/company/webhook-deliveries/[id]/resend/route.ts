import { route } from '@/lib/handlers/route';
import { resendWebhookDelivery } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { deliveryParamsSchema } from '@/lib/webhooks/schema';

export const POST = route({ auth: 'required', params: deliveryParamsSchema, query: companyQuerySchema }, async ({ user, params, query }) =>
  resendWebhookDelivery(user, params.id, query.company),
);
