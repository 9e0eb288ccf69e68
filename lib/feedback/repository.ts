import { lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { feedback } from '@/lib/db/schema/feedback';
import type { Locale } from '@/lib/i18n/routing';
import type { Feedback } from './schema';

export type FeedbackRecord = Feedback & { locale: Locale; host: string | null; userId: string | null };

export async function insertFeedback(db: Db, record: FeedbackRecord): Promise<number> {
  const [row] = await db.insert(feedback).values(record).returning({ id: feedback.id });
  return row.id;
}

/** Retention: feedback received before `cutoff`. */
export async function deleteFeedbackBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(feedback).where(lte(feedback.createdAt, cutoff)).returning({ id: feedback.id });
  return rows.length;
}
