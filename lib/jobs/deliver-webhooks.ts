import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { deliverDueWebhooks, type WebhookRunResult, type WebhookSender } from '@/lib/webhooks/service';

/**
 * Job: sends the webhook deliveries that are due, retrying failed ones on their backoff for
 * three days. Idempotent and safe on several nodes at once (each delivery is claimed before it is sent).
 */
export async function deliverWebhooks(options: { db?: Db; now?: Date; send?: WebhookSender } = {}): Promise<WebhookRunResult> {
  return deliverDueWebhooks(options.db ?? (await getDb()), options.now ?? new Date(), options.send);
}
