import type { Db } from '@/lib/db/types';
import { referrerEvents } from '@/lib/db/schema/analytics';

export type NewReferrerEvent = { referrer: string | null; url: string; userId: string | null; whiteLabelHost: string | null };

export async function insertReferrerEvent(db: Db, event: NewReferrerEvent): Promise<void> {
  await db.insert(referrerEvents).values(event);
}
