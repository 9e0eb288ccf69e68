import 'server-only';
import { anonymiseExpiredApplications } from '@/lib/applications/service';
import type { Db } from '@/lib/db/types';

/**
 * Job: anonymises applications their owner deleted once they have been inactive for 30
 * days. Idempotent: an anonymised application is never touched again, so running it
 * twice, or late, changes nothing more. `now` is injectable so tests control the clock.
 */
export async function anonymiseApplications(options: { db: Db; now?: Date }): Promise<{ anonymised: number }> {
  return { anonymised: await anonymiseExpiredApplications(options.db, options.now ?? new Date()) };
}
