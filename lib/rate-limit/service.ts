import 'server-only';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/errors/domain-error';
import { countAttempt, readCount } from './repository';
import type { RateLimitRule } from './types';

// For the retention job (lib/jobs/purge-retained-data.ts).
export { deleteStaleCounters } from './repository';

/**
 * Rate limits on public forms and password checks, counted in the database so every
 * node shares them. Throws 429 once `rule.max` attempts were made within the window by `subject`.
 * Route handlers declare theirs with the wrapper's `rateLimit` option (lib/handlers/route.ts).
 */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  if ((await recordAttempt(rule, subject, now)) > rule.max) throw new DomainError('RateLimited', 'tooManyRequests');
}

const counterKey = (rule: RateLimitRule, subject: string) => `hjemly:${rule.name}:${subject}`;

/** Counts one event of `subject` under `rule` without refusing anything; returns the count in the window. */
export async function recordAttempt(rule: RateLimitRule, subject: string, now = new Date()): Promise<number> {
  return countAttempt(await getDb(), counterKey(rule, subject), rule.windowMs, now);
}

/** The events of `subject` counted under `rule` in the running window. */
export async function attemptsSoFar(rule: RateLimitRule, subject: string, now = new Date()): Promise<number> {
  return readCount(await getDb(), counterKey(rule, subject), now);
}
