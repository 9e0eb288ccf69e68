import { z } from 'zod';

/** The events a company can subscribe to; the viewing, offer and waiting-list issues add theirs. */
export const webhookEventTypes = [
  'application.created',
  'application.withdrawn',
  'offer.answered',
  'contract.signed',
  'viewing.answered',
  'survey.submitted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * A receiver's address: http(s) only, no credentials in it. The real site allows https only
 * (lib/providers/webhook-service.ts), so payloads never travel in the clear; test machines may use http.
 */
export const webhookEndpointCreateSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'urlInvalid' })
    .max(2_000, 'urlInvalid')
    // Runs even when the checks above failed (zod goes on to collect every issue): parse defensively.
    .refine((url) => !URL.canParse(url) || !(new URL(url).username || new URL(url).password), 'urlInvalid'),
  events: z.array(z.enum(webhookEventTypes)).max(webhookEventTypes.length).default([]),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export type WebhookEndpointSummary = { id: number; url: string; events: WebhookEventType[]; createdAt: string };
export type CreatedWebhookEndpoint = { endpoint: WebhookEndpointSummary; secret: string };

export type WebhookDeliverySummary = {
  id: string;
  endpointUrl: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  deliveredAt: string | null;
};

export const webhookParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const deliveryParamsSchema = z.object({ id: z.uuid() });
