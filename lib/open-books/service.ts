import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import type { HomeScope } from '@/lib/catalogue/home-scope';
import { getDb } from '@/lib/db/client';
import { listOfferLetHomeIds, listOfferLettings } from '@/lib/offers/letting-service';
import { listWaitingListLetHomeIds, listWaitingListLettings } from '@/lib/waiting-lists/letting-service';
import { listMyWaitingLists } from '@/lib/waiting-lists/service';
import { placeOfPostcode } from '@/lib/addresses/places';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { winnersEstimate } from './chances';
import { figuresByPostcode, figuresByYear, PLACE_WINDOW_DAYS, placeFiguresOf, publicLetting, type Published } from './figures';
import { clampDelay } from './privacy';
import { findDelay, findDelays, upsertDelay } from './repository';
import type {
  ListChances,
  Letting,
  MyWaitingListsWithChances,
  PlaceFigures,
  ProviderLettings,
  PublicLetting,
  TownFigures,
  YearFigures,
} from './schema';

/*
 * Open books: what happened to the homes let through Hjemly, read from the waiting lists' awards and
 * the offers' answers (the rows the console shows), told under the rules of privacy.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A let home's page leaves search engines this long after its letting; it stays reachable. */
export const LET_PAGE_INDEXED_DAYS = 90;
/** The lettings a group's page lists. */
const GROUP_LETTINGS_SHOWN = 10;
/** The lettings the provider API answers, newest first. */
const PROVIDER_LETTINGS_SHOWN = 100;
/** The lettings of a list shown beside a member's own place on /ventelister. */
const LIST_LETTINGS_SHOWN = 10;

/**
 * A letting with what names it for good: the awarded offer of a waiting list, or the home and the
 * first offer of the rounds that let it (an application letting's date may move to an earlier
 * binding answer; the rounds it came from do not).
 */
export type KeyedLetting = { key: string; letting: Letting };

/** Every letting of the scope's homes up to `now`, from both routes, newest first, each with its key. */
export async function keyedLettingsIn(scope: HomeScope, now: Date): Promise<KeyedLetting[]> {
  const [fromLists, fromOffers] = await Promise.all([listWaitingListLettings(scope, now), listOfferLettings(scope, now)]);
  const keyed: KeyedLetting[] = [
    ...fromLists.map(({ offerId, ...row }) => ({
      key: `waitingList:${offerId}`,
      letting: { ...row, route: 'waitingList' as const, applied: null },
    })),
    ...fromOffers.map((row) => ({
      key: `application:${row.homeId}:${row.firstOfferAt.toISOString()}`,
      letting: { ...row, route: 'application' as const, position: null, seniorityYear: null, poolYears: [] },
    })),
  ];
  return keyed.sort((a, b) => b.letting.letAt.getTime() - a.letting.letAt.getTime());
}

/** Every letting of the scope's homes up to `now`, from both routes, newest first. */
export async function lettingsIn(scope: HomeScope, now: Date): Promise<Letting[]> {
  return (await keyedLettingsIn(scope, now)).map((item) => item.letting);
}

/** The ids of the scope's homes let through Hjemly after `since` (up to `now`), by either route: one narrow statement each. */
export async function letHomeIdsIn(scope: HomeScope, since: Date, now: Date): Promise<number[]> {
  const [fromLists, fromOffers] = await Promise.all([listWaitingListLetHomeIds(scope, since, now), listOfferLetHomeIds(scope, since, now)]);
  return [...new Set([...fromLists, ...fromOffers])];
}

/** Each item with its letting as published at `now` under its company's delay. */
export async function publishedAt<T extends { letting: Letting }>(items: readonly T[], now: Date): Promise<(T & Published)[]> {
  const delays = await findDelays(
    await getDb(),
    items.map((item) => item.letting.companyId),
  );
  return items.map((item) => ({ ...item, published: publicLetting(item.letting, delays.get(item.letting.companyId) ?? 0, now) }));
}

const publish = (lettings: readonly Letting[], now: Date): Promise<Published[]> =>
  publishedAt(
    lettings.map((letting) => ({ letting })),
    now,
  );

export type HomeOutcome = PublicLetting & { indexable: boolean };

/** The home's newest letting as published at `now`, and whether its page still belongs in search engines; null if never let here. */
export async function homeOutcome(homeSlug: string, now = new Date()): Promise<HomeOutcome | null> {
  const [newest] = await publish((await lettingsIn({ homeSlug }, now)).slice(0, 1), now);
  if (!newest) return null;
  const indexable = now.getTime() - newest.letting.letAt.getTime() < LET_PAGE_INDEXED_DAYS * DAY_MS;
  return { ...newest.published, indexable };
}

export type GroupOutcomes = { recent: PublicLetting[]; years: YearFigures[] };

/** A group's (and its waiting list's) newest lettings and its figures per year. */
export async function groupOutcomes(groupSlug: string, now = new Date()): Promise<GroupOutcomes> {
  const published = await publish(await lettingsIn({ groupSlug }, now), now);
  return { recent: published.slice(0, GROUP_LETTINGS_SHOWN).map((item) => item.published), years: figuresByYear(published) };
}

/** A town's or a postcode's figures: over its last two years, and per year. */
export async function placeFigures(scope: { citySlug: string } | { postcode: string }, now = new Date()): Promise<PlaceFigures> {
  return placeFiguresOf(await publish(await lettingsIn(scope, now), now), now);
}

/** A town's figures and its postcodes', from one read of its lettings: the town's statistics page. */
export async function townFigures(citySlug: string, now = new Date()): Promise<TownFigures> {
  const published = await publish(await lettingsIn({ citySlug }, now), now);
  const district = (postcode: string) => placeOfPostcode(postcode)?.postcodeName ?? '';
  const period = { from: todayInCopenhagen(new Date(now.getTime() - PLACE_WINDOW_DAYS * DAY_MS)), to: todayInCopenhagen(now) };
  return { ...placeFiguresOf(published, now), postcodes: figuresByPostcode(published, now, district), period };
}

/** A list's newest lettings from its waiting list, as the list's page publishes them. */
async function listLettings(groupSlug: string, now: Date): Promise<PublicLetting[]> {
  const fromList = (await lettingsIn({ groupSlug }, now)).filter((letting) => letting.route === 'waitingList');
  return (await publish(fromList.slice(0, LIST_LETTINGS_SHOWN), now)).map((item) => item.published);
}

/**
 * /ventelister's one read, with what open books adds to each list: the seniority that won its last
 * homes and the estimated wait from those winners. Joined here, above the waiting lists, which
 * know nothing of open books; each list's lettings are read once however many places it holds.
 */
export async function listMyWaitingListsWithChances(
  user: Parameters<typeof listMyWaitingLists>[0],
  now = new Date(),
): Promise<MyWaitingListsWithChances> {
  const lists = await listMyWaitingLists(user, now);
  const slugs = [...new Set(lists.memberships.map((membership) => membership.groupSlug))];
  const recentOf = new Map(await Promise.all(slugs.map(async (slug) => [slug, await listLettings(slug, now)] as const)));
  const chances = lists.memberships.map((membership): ListChances => {
    const recent = recentOf.get(membership.groupSlug) ?? [];
    return { membershipId: membership.id, recent, estimate: winnersEstimate(recent, membership.seniorityDate, now) };
  });
  return { ...lists, chances };
}

/** The provider API's list: the company's newest lettings as the public pages tell them. */
export async function companyLettings(companyId: number, now = new Date()): Promise<ProviderLettings> {
  const lettings = (await lettingsIn({ companyId }, now)).slice(0, PROVIDER_LETTINGS_SHOWN);
  return { items: (await publish(lettings, now)).map((item) => item.published) };
}

export async function getPublicationDelay(companyId: number): Promise<number> {
  return findDelay(await getDb(), companyId);
}

/**
 * Sets the actor's company's delay (clamped to 0–90 days) and answers the delay kept. A change is
 * recorded in the company's log, from the console and the provider API alike; setting the delay it
 * already has records nothing.
 */
export async function setPublicationDelay(actor: AuditActor, days: number, now = new Date()): Promise<number> {
  const kept = clampDelay(days);
  await (
    await getDb()
  ).transaction(async (tx) => {
    const before = await findDelay(tx, actor.companyId);
    if (before === kept) return;
    await upsertDelay(tx, actor.companyId, kept, now);
    const record = {
      action: 'openBooks.delayChanged',
      subject: { type: 'company', id: actor.companyId },
      detail: { delayDays: kept },
    } as const;
    await recordAudit(tx, actor, record, now);
  });
  return kept;
}
