import 'server-only';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/errors';
import { countAttempt } from './repository';
import type { RateLimitRule } from './types';

// For the retention job (lib/jobs/purge-retained-data.ts).
export { deleteStaleCounters } from './repository';

/**
 * DESIGN §7: rate limits on public forms and password checks, counted in the database so every
 * node shares them. Throws 429 once `rule.max` attempts were made within the window by `subject`.
 * Route handlers declare theirs with the wrapper's `rateLimit` option (lib/http/route.ts).
 */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  const count = await countAttempt(await getDb(), `hjemly:${rule.name}:${subject}`, rule.windowMs, now);
  if (count > rule.max) throw new HttpError(429, 'tooManyRequests');
}
