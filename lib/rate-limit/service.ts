import 'server-only';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/errors';
import { countAttempt } from './repository';

export type RateLimitRule = { name: string; windowMs: number; max: number };

/**
 * The client address as the load balancer reports it (first X-Forwarded-For hop), else X-Real-IP.
 * Without a proxy in front the header could be forged; production runs behind one (README).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}

/**
 * DESIGN §7: rate limits on public forms and password checks, counted in the database so every
 * node shares them. Throws 429 once `rule.max` attempts were made within the window by `subject`.
 */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  const count = await countAttempt(await getDb(), `hjemly:${rule.name}:${subject}`, rule.windowMs, now);
  if (count > rule.max) throw new HttpError(429, 'tooManyRequests');
}
