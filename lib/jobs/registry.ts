import 'server-only';
import type { Db } from '@/lib/db/types';
import { anonymiseApplications } from './anonymise-applications';
import { closeWaitingListOffers } from './close-waiting-list-offers';
import { deliverEmails } from './deliver-emails';
import { deliverWebhooks } from './deliver-webhooks';
import type { JobName } from './names';
import { publishLettings } from './publish-lettings';
import { purgeRetainedData } from './purge-retained-data';
import { reconcilePayments } from './reconcile-payments';
import { remindOffers } from './remind-offers';
import { renewSubscriptions } from './renew-subscriptions';
import { sendAlerts } from './send-alerts';
import { sendOpenHouseReminders } from './send-open-house-reminders';
import { sendViewingReminders } from './send-viewing-reminders';
import { rotateCprKey } from './rotate-cpr-key';
import { snapshotWaitingListPositions } from './snapshot-waiting-list-positions';

type JobContext = { db: Db; now: Date };
type Job = {
  /** How often the in-process timer runs it; an external scheduler picks its own rhythm. */
  everyMs: number;
  run: (context: JobContext) => Promise<unknown>;
};

const MINUTE = 60_000;

export { jobNames, isJobName, type JobName } from './names';

/** Every scheduled job (ARCHITECTURE.md, "Jobs and outboxes") by the name `npm run job <name>` knows it. */
export const jobs: Record<JobName, Job> = {
  'deliver-emails': { everyMs: MINUTE, run: ({ db, now }) => deliverEmails({ db, now }) },
  // Every 15 s: an event reaches its receiver within seconds, without the request waiting for it.
  'deliver-webhooks': { everyMs: MINUTE / 4, run: ({ db, now }) => deliverWebhooks({ db, now }) },
  'anonymise-applications': { everyMs: 60 * MINUTE, run: ({ db, now }) => anonymiseApplications({ db, now }) },
  'purge-retained-data': { everyMs: 24 * 60 * MINUTE, run: ({ db, now }) => purgeRetainedData({ db, now }) },
  'close-waiting-list-offers': { everyMs: 15 * MINUTE, run: ({ db, now }) => closeWaitingListOffers({ db, now }) },
  'remind-offers': { everyMs: 15 * MINUTE, run: ({ db, now }) => remindOffers({ db, now }) },
  'send-open-house-reminders': { everyMs: 15 * MINUTE, run: ({ db, now }) => sendOpenHouseReminders({ db, now }) },
  'send-viewing-reminders': { everyMs: 15 * MINUTE, run: ({ db, now }) => sendViewingReminders({ db, now }) },
  // Every minute: an instant alert leaves within a few minutes of the change (the promise is within 5).
  'send-alerts': { everyMs: MINUTE, run: ({ db, now }) => sendAlerts({ db, now }) },
  // A checkout left open 10 minutes is asked about; a lost webhook costs at most that plus 5.
  'reconcile-payments': { everyMs: 5 * MINUTE, run: ({ db, now }) => reconcilePayments({ db, now }) },
  // Hourly: the renewal steps are per day, and a node down at midnight catches up within the hour.
  'renew-subscriptions': { everyMs: 60 * MINUTE, run: ({ db, now }) => renewSubscriptions({ db, now }) },
  // Hourly, so a node that was down at midnight still records the day; a rerun overwrites the day's rows.
  'snapshot-waiting-list-positions': { everyMs: 60 * MINUTE, run: ({ db, now }) => snapshotWaitingListPositions({ db, now }) },
  // Daily, and half a minute after a start: a deploy with a new CPR_KEY rewrites the old rows at once.
  'rotate-cpr-key': { everyMs: 24 * 60 * MINUTE, run: ({ db }) => rotateCprKey({ db }) },
  // Every 5 min: a letting without a delay reaches the CRM within minutes, one whose delay passed too.
  'publish-lettings': { everyMs: 5 * MINUTE, run: ({ db, now }) => publishLettings({ db, now }) },
};
