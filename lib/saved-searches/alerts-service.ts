import 'server-only';
import { districtOf, formatAddress } from '@/lib/catalogue/address';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import { siteUrl } from '@/lib/i18n/metadata';
import { announceToInterestList } from '@/lib/interest-lists/service';
import { toSearchParams } from '@/lib/search/parse-query';
import { mailUrl } from '@/lib/seo/urls';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { digestBoundaries } from './alert-schedule';
import {
  claimUnsubscribeToken,
  dropSwitchedOffHits,
  findDueRecipients,
  findSearchesByIds,
  isUnsubscribeTokenUsed,
  matchHomeEvents,
  pruneAlertHistory,
  switchOff,
  takeDueMatches,
  type ClaimedEvent,
  type DueMatch,
  type DueRule,
} from './alerts-repository';
import type { UnsubscribeOutcome } from './schema';
import { signUnsubscribeToken, unsubscribeTokenHash, verifyUnsubscribeToken } from './unsubscribe-token';

/** A mail shows at most this many homes and links to the rest. */
export const MAX_HOMES_PER_MAIL = 10;
// One statement matches this many events: with 100,000 searches it stays well inside PostgreSQL's
// statement limit (DATABASE_STATEMENT_TIMEOUT_MS, 5 s), and a search that several of them interest
// gets one row for them all. A run takes at most 20 batches; the rest of a backlog goes in the next.
const EVENTS_PER_BATCH = 250;
const BATCHES_PER_RUN = 20;
const RECIPIENTS_PER_RUN = 500;
/** Matched events and mailed finds are kept this long (for looking into a complaint), then deleted. */
const HISTORY_DAYS = 30;

export type AlertRun = { events: number; matches: number; mails: number };

/**
 * The send-alerts job: matches the new home events against every saved search in SQL,
 * tells the interest list of a group that starts letting, then sends each person with due finds
 * one mail — instant searches at once, daily ones at 07:00, weekly ones on Monday at 07:00
 * (Copenhagen time). Idempotent: each event is matched once, each match mailed once.
 */
export async function sendAlerts({ db, now }: { db: Db; now: Date }): Promise<AlertRun> {
  const { events, matches } = await matchNewHomes(db, now);
  const run: AlertRun = { events, matches, mails: 0 };
  await dropSwitchedOffHits(db);
  await pruneAlertHistory(db, new Date(now.getTime() - HISTORY_DAYS * 86_400_000));
  const due = digestBoundaries(now);
  for (const userId of await findDueRecipients(db, due, RECIPIENTS_PER_RUN)) {
    if (await mailAlert(db, userId, due, now)) run.mails++;
  }
  return run;
}

/**
 * The job's first half: matches the waiting home events against every saved search, a batch per
 * statement, and tells the interest list of a group that starts letting. `npm run bench -- alerts`
 * times it.
 */
export async function matchNewHomes(db: Db, now: Date): Promise<{ events: number; matches: number; slowestBatchSeconds: number }> {
  const result = { events: 0, matches: 0, slowestBatchSeconds: 0 };
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const started = performance.now();
    const { events, matches } = await matchHomeEvents(db, { now, today: todayInCopenhagen(now), limit: EVENTS_PER_BATCH });
    result.slowestBatchSeconds = Math.max(result.slowestBatchSeconds, (performance.now() - started) / 1000);
    result.events += events.length;
    result.matches += matches;
    await announceLettingGroups(db, events, now);
    if (events.length < EVENTS_PER_BATCH) break;
  }
  return result;
}

/** A group's first home open to search tells its interest list, once per such event. */
async function announceLettingGroups(db: Db, events: ClaimedEvent[], now: Date): Promise<void> {
  for (const event of events.filter((e) => e.startsLetting)) {
    await announceToInterestList({ groupId: event.groupId, event: 'homes-published', reference: `home-event:${event.id}` }, db, now);
  }
}

/**
 * The person's due finds in one mail, taken (marked sent) and queued in one transaction. True when
 * a mail was queued: not when every find was sent before or is gone, nor when the person switched
 * search mails off (the finds count as dealt with all the same, so they never arrive late).
 */
async function mailAlert(db: Db, userId: string, due: DueRule, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const matches = await takeDueMatches(tx, userId, due, now);
    if (!matches.length) return false;
    return (await enqueueEmail(tx, { ...alertMail(matches, now), userId, template: 'savedSearchAlert' })) !== null;
  });
}

function alertMail(matches: DueMatch[], now: Date) {
  const searches = [...new Map(matches.map((m) => [m.searchId, m])).values()];
  // The language of the search the person touched last.
  const locale = searches.reduce((a, b) => (b.searchUpdatedAt > a.searchUpdatedAt ? b : a)).searchLocale;
  const homes = [...new Map(matches.map((m) => [m.propertyId, m])).values()];
  const moreUrl =
    searches.length === 1
      ? mailUrl(locale, { pathname: '/search', query: { ...toSearchParams(searches[0].searchFilters), sort: 'newest' } })
      : mailUrl(locale, '/saved-searches');
  const token = (ids: number[]) => signUnsubscribeToken({ searchIds: ids, issuedAt: now });
  return {
    to: matches[0].email,
    locale,
    data: {
      name: matches[0].userName,
      homes: homes.slice(0, MAX_HOMES_PER_MAIL).map((home) => ({
        address: formatAddress({ ...home, district: districtOf(home) }),
        rooms: home.rooms,
        sizeM2: home.sizeM2,
        monthlyRent: home.monthlyRent,
        search: home.searchName,
        url: mailUrl(locale, { pathname: '/property/[slug]', params: { slug: home.slug } }),
      })),
      total: homes.length,
      moreUrl,
      searches: searches.map((search) => ({
        name: search.searchName,
        unsubscribeUrl: mailUrl(locale, {
          pathname: '/saved-searches/unsubscribe/[token]',
          params: { token: token([search.searchId]) },
        }),
      })),
    },
    oneClickUnsubscribeUrl: oneClickUrl(token(searches.map((search) => search.searchId))),
  };
}

/** Where a mail client POSTs `List-Unsubscribe=One-Click` (RFC 8058): an API path, the same in every language. */
export function oneClickUrl(token: string): string {
  return new URL(`/api/saved-searches/unsubscribe/${token}`, siteUrl()).href;
}

/**
 * The searches a valid link stops and whether it was used, for the page that asks to confirm (a used
 * link says so instead of asking again); null for a link we did not sign.
 */
export async function previewUnsubscribe(token: string): Promise<{ searches: string[]; used: boolean } | null> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) return null;
  const db = await getDb();
  const [searches, used] = await Promise.all([
    findSearchesByIds(db, claim.searchIds),
    isUnsubscribeTokenUsed(db, unsubscribeTokenHash(token)),
  ]);
  return { searches: searches.map((search) => search.name), used };
}

/**
 * The one click: switches the link's searches off, without a sign-in. A link is used once; used
 * again (a replay, a mail client's retry) it changes nothing, even if the person switched the
 * search on again since. A link we did not sign is 404.
 */
export async function unsubscribe(token: string, now = new Date()): Promise<UnsubscribeOutcome> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) throw new DomainError('NotFound', 'notFound');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const searches = await findSearchesByIds(tx, claim.searchIds);
    const names = searches.map((search) => search.name);
    if (!(await claimUnsubscribeToken(tx, unsubscribeTokenHash(token), now))) return { status: 'alreadyUsed', searches: names };
    if (searches.length) {
      await switchOff(
        tx,
        searches.map((search) => search.id),
        now,
      );
    }
    return { status: 'unsubscribed', searches: names };
  });
}
