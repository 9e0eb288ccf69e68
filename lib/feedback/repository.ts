import type { Db } from '@/lib/db/types';
import { feedback } from '@/lib/db/schema/feedback';
import type { Locale } from '@/lib/i18n/routing';
import type { Feedback } from './schema';

export type FeedbackRecord = Feedback & { locale: Locale; host: string | null; userId: string | null };

export async function insertFeedback(db: Db, record: FeedbackRecord): Promise<number> {
  const [row] = await db.insert(feedback).values(record).returning({ id: feedback.id });
  return row.id;
}
