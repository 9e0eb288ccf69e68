import { route } from '@/lib/handlers/route';
import { actingOwner } from '@/lib/providers/console-service';
import { COMPANY_CONSOLE_MESSAGES, companyQuerySchema } from '@/lib/providers/schema';
import { webhookEndpointCreateSchema } from '@/lib/webhooks/schema';
import { createWebhookEndpoint } from '@/lib/webhooks/service';

/** The new endpoint's signing secret is in this answer only (private, never cached: the wrapper). */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, body: webhookEndpointCreateSchema, messages: COMPANY_CONSOLE_MESSAGES },
  async ({ user, request, query, body }) =>
    Response.json(await createWebhookEndpoint(await actingOwner(user, request.headers, query.company), body), { status: 201 }),
);
