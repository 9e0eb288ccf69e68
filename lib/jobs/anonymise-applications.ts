import 'server-only';
import { anonymiseExpiredApplications } from '@/lib/applications/service';
import type { Db } from '@/lib/db/types';
import { anonymiseConversationsOfApplications } from '@/lib/messages/service';

/**
 * Job: anonymises applications their owner deleted once they have been inactive for 30
 * days, and then the conversations about any anonymised application (lib/messages). Idempotent: an anonymised application is never touched again, so running it
 * twice, or late, changes nothing more. `now` is injectable so tests control the clock.
 */
export async function anonymiseApplications(options: { db: Db; now?: Date }): Promise<{ anonymised: number }> {
  const now = options.now ?? new Date();
  const anonymised = await anonymiseExpiredApplications(options.db, now);
  await anonymiseConversationsOfApplications(options.db, now);
  return { anonymised };
}
