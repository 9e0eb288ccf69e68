import { z } from 'zod';

/** The events a company can subscribe to; the areas that publish them (applications, offers, viewings, open books, messages) name them here. */
export const webhookEventTypes = [
  'application.created',
  'application.withdrawn',
  'offer.answered',
  'contract.signed',
  'viewing.answered',
  'viewing.booked',
  'viewing.moved',
  'viewing.cancelled',
  'survey.submitted',
  'letting.published',
  'message.created',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * A receiver's address: http(s) only, no credentials in it. The real site allows https only
 * (lib/webhooks/service.ts), so payloads never travel in the clear; test machines may use http.
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

/**
 * Why the last attempt failed, in words the console translates: the receiver's answer (`status`, its
 * code beside it), no answer in time, no connection, or an address that is not a public one.
 * The low-level error stays in our logs.
 */
export const webhookFailures = ['status', 'timeout', 'unreachable', 'notPublic'] as const;
export type WebhookFailure = (typeof webhookFailures)[number];

/** The stored reason as the console shows it; rows from before the reasons were words read as unreachable. */
export function webhookFailureOf(lastError: string | null, lastStatusCode: number | null): WebhookFailure | null {
  if (lastError === null) return null;
  if ((webhookFailures as readonly string[]).includes(lastError)) return lastError as WebhookFailure;
  return lastStatusCode === null ? 'unreachable' : 'status';
}

export type WebhookDeliverySummary = {
  id: string;
  endpointUrl: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  failure: WebhookFailure | null;
  nextAttemptAt: string;
  createdAt: string;
  deliveredAt: string | null;
};

export const webhookParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const deliveryParamsSchema = z.object({ id: z.uuid() });
