import type { RateLimitRule } from '@/lib/rate-limit/types';

/*
 * The pure rules of messages: how often a side is mailed, and how much a person or a company may write.
 */

/** A side that has not read its last mail's messages hears again only after this quiet time. */
export const MAIL_BURST_MS = 30 * 60_000;

/**
 * One mail per conversation per burst: a side is mailed about a new message when it was never mailed,
 * has read the conversation since its last mail, or was last mailed a burst ago.
 */
export function mailsAgain(side: { mailedAt: Date | null; readAt: Date | null }, now: Date): boolean {
  if (!side.mailedAt) return true;
  if (side.readAt && side.readAt >= side.mailedAt) return true;
  return now.getTime() - side.mailedAt.getTime() >= MAIL_BURST_MS;
}

/** Far above a person's conversation with their landlords in an hour, far below a script's. */
export const MESSAGE_PERSON_LIMIT: RateLimitRule = { name: 'message-person', windowMs: 60 * 60_000, max: 30 };
/** All messages to and from one company in an hour: a large housing association's inbox by day stays below it. */
export const MESSAGE_COMPANY_LIMIT: RateLimitRule = { name: 'message-company', windowMs: 60 * 60_000, max: 1000 };
