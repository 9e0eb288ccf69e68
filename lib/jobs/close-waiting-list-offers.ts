import 'server-only';
import type { Db } from '@/lib/db/types';
import { closeLapsedWaitingListOffers } from '@/lib/waiting-lists/offer-service';

/**
 * Job: counts waiting-list offers whose deadline passed unanswered and sets a member who
 * let three pass in a row passive (with a mail). Idempotent: each missed offer is counted once.
 */
export async function closeWaitingListOffers(options: { db: Db; now?: Date }) {
  return closeLapsedWaitingListOffers({ db: options.db, now: options.now ?? new Date() });
}
