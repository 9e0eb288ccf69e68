import 'server-only';
import type { Db } from '@/lib/db/types';
import { tellPublishedLettings, type LettingNoticeRun } from '@/lib/open-books/notice-service';

/**
 * Job: tells each company's webhooks of its lettings once their details are published
 * (`letting.published`). Idempotent: a letting told is on record and never told again.
 */
export function publishLettings({ db, now }: { db: Db; now: Date }): Promise<LettingNoticeRun> {
  return tellPublishedLettings(db, now);
}
