import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { isStopping } from '@/lib/lifecycle/background-work';
import { companiesListeningTo, publishWebhookEvent } from '@/lib/webhooks/service';
import { MAX_DELAY_DAYS } from './privacy';
import { findToldKeys, recordNotice } from './notice-repository';
import { keyedLettingsIn, publishedAt } from './service';

/*
 * The `letting.published` webhook: a company's CRM hears of each of its lettings once, with the
 * outcome `GET /lettings` and the public pages tell, when its details come out — at the letting
 * with no delay, else once the delay has passed. Nothing happens at that moment, so a job looks.
 */

export const LETTING_EVENT = 'letting.published' as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far back the job looks: the longest delay and three days more (the webhooks' own retry
 * window), so a node that was down or a delay shortened later still tells a letting, while the
 * first run after a deploy does not tell years of history.
 */
export const TELL_WINDOW_DAYS = MAX_DELAY_DAYS + 3;
/** Lettings told per run at most; the rest wait for the next run. */
const MAX_PER_RUN = 500;

export type LettingNoticeRun = { told: number };

/**
 * Job: writes one `letting.published` event for each letting whose details are out and of which
 * its company was not yet told, for the companies with an endpoint that takes the event. The
 * record of the letting and its event are written in one transaction (notice-repository.ts), so
 * neither a rerun, a restart nor a second node tells a letting twice.
 */
export async function tellPublishedLettings(db?: Db, now = new Date()): Promise<LettingNoticeRun> {
  const handle = db ?? (await getDb());
  const since = now.getTime() - TELL_WINDOW_DAYS * DAY_MS;
  let told = 0;
  for (const companyId of await companiesListeningTo(handle, LETTING_EVENT)) {
    const recent = (await keyedLettingsIn({ companyId }, now)).filter(({ letting }) => letting.letAt.getTime() > since);
    const already = await findToldKeys(
      handle,
      recent.map((item) => item.key),
    );
    const due = (
      await publishedAt(
        recent.filter((item) => !already.has(item.key)),
        now,
      )
    ).filter((item) => item.published.details);
    for (const { key, published } of due) {
      if (told >= MAX_PER_RUN || isStopping()) return { told };
      const wrote = await handle.transaction(async (tx) => {
        if (!(await recordNotice(tx, key, companyId, now))) return false;
        await publishWebhookEvent(tx, companyId, LETTING_EVENT, published, now);
        return true;
      });
      if (wrote) told++;
    }
  }
  return { told };
}
