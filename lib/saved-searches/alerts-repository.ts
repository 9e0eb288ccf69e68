import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '@/lib/db/schema/accounts';
import { energyLabels, EvCharger, homeEvents, OnlyFor, Parking, properties, searchable } from '@/lib/db/schema/catalogue';
import { savedSearches, savedSearchHits, savedSearchMatches, savedSearchUnsubscribes } from '@/lib/db/schema/saved-searches';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchFilters } from '@/lib/search/schema';

/*
 * Alerts in SQL: one statement finds every saved search each new or changed home
 * matches. A search's criteria are columns (lib/db/schema/saved-searches.ts); the index on (place,
 * rent ceiling, floors) gives each home the searches of its town, postcode, municipality or anywhere
 * that allow its rent, rooms and size, and the rest of the criteria filter those. The conditions mirror /soeg's
 * (lib/search/conditions.ts); tests/integration/saved-search-alerts.test.ts holds the two together.
 */

// Both engines answer execute() with `{ rows }`.
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

// `searchable` names bare columns; in these statements only the home (p) has them.
const labels = sql.raw(`array[${energyLabels.map((label) => `'${label}'`).join(',')}]::text[]`);

/**
 * s: a saved search, p: a home. Every bound is inclusive, as on /soeg. The place is `= any(array)`,
 * not `in (…)`: PostgreSQL 15 turns an `in` of expressions into ORs and then uses only the place
 * column of the index; the array keeps the rent and floors in the index condition.
 */
function searchMatchesHome(today: string) {
  return sql`
    s.place = any(array['', 'city:' || p.city_slug, 'postcode:' || p.postcode, 'municipality:' || p.municipality_code])
    and s.rent_ceiling >= p.monthly_rent
    and s.rent_floor <= p.monthly_rent
    and s.rooms_floor <= p.rooms
    and s.size_floor <= p.size_m2
    and s.frequency <> 'off'
    and (s.size_max is null or p.size_m2 <= s.size_max)
    and (s.rooms_max is null or p.rooms <= s.rooms_max)
    and (s.types is null or p.type = any(s.types))
    and (s.rental_periods is null or p.rental_period = any(s.rental_periods))
    and (s.available_from is null or p.vacancy_date >= s.available_from)
    and (s.upcoming or p.vacancy_date is null or p.vacancy_date <= ${today}::date)
    and (not s.new_build or p.is_new_build)
    and (not s.pets or p.pets_allowed)
    and (not s.furnished or p.furnished)
    and (not s.shareable or p.shareable)
    and (not s.elevator or p.elevator)
    and (not s.balcony or p.balconies > 0 or p.terraces > 0 or p.roof_terraces > 0)
    and (not s.parking or p.parking <> ${sql.raw(String(Parking.NONE))})
    and (not s.ev_charger or p.ev_charger <> ${sql.raw(String(EvCharger.NO))})
    and (s.energy_label is null or array_position(${labels}, p.energy_label) <= array_position(${labels}, s.energy_label))
    and (s.tenant is null
      or (s.tenant = 'senior' and p.only_for = ${sql.raw(String(OnlyFor.SENIORS))})
      or (s.tenant = 'student' and p.only_for = ${sql.raw(String(OnlyFor.STUDENTS))})
      or (s.tenant = 'none' and p.only_for is null))
    and (s.ts_query is null or p.search_vector @@ s.ts_query)`;
}

/**
 * Every (search, home) pair the events match: the one query. A search only hears of
 * homes that changed after it was saved; a home no longer open to search by now matches nothing.
 */
export function matchingPairs(today: string, eventIds: readonly number[]) {
  const ids = sql.raw(`array[${eventIds.map(Number).join(',')}]::int[]`);
  return sql`
    select s.id as search_id, p.id as property_id
    from ${homeEvents} e
    join ${properties} p on p.id = e.property_id
    join ${savedSearches} s on ${searchMatchesHome(today)}
    where e.id = any(${ids}) and s.created_at <= e.created_at and ${searchable}`;
}

export type ClaimedEvent = { id: number; groupId: number; startsLetting: boolean };

/**
 * Takes up to `limit` home events not yet matched and, in the same transaction, records what each
 * search matches of them (matchingPairs). `matches` counts the (search, home) pairs.
 */
export async function matchHomeEvents(
  db: Db,
  { now, today, limit }: { now: Date; today: string; limit: number },
): Promise<{ events: ClaimedEvent[]; matches: number }> {
  return db.transaction(async (tx) => {
    const events = await tx
      .update(homeEvents)
      .set({ matchedAt: now })
      .where(
        sql`${homeEvents.id} in (select id from ${homeEvents} where matched_at is null order by id limit ${limit} for update skip locked)`,
      )
      .returning({ id: homeEvents.id, groupId: homeEvents.groupId, startsLetting: homeEvents.startsLetting });
    if (!events.length) return { events, matches: 0 };
    const pairs = matchingPairs(
      today,
      events.map((event) => event.id),
    );
    // One row per search: the homes of this run it matches, in one array.
    const inserted = await tx.execute(sql`
      with found as (
        insert into ${savedSearchHits} (search_id, property_ids, found_at)
        select search_id, array_agg(property_id order by property_id), ${now.toISOString()}::timestamptz
        from (${pairs}) pairs group by search_id
        returning cardinality(property_ids) as homes
      )
      select coalesce(sum(homes), 0)::int as n from found`);
    return { events, matches: Number(rowsOf<{ n: number }>(inserted)[0]?.n ?? 0) };
  });
}

/** Which matches are due: instant ones at once, daily and weekly ones found before their last digest moment. */
export type DueRule = { daily: Date; weekly: Date };

function dueCondition(due: DueRule) {
  return sql`h.mailed_at is null and (
    s.frequency = 'instant'
    or (s.frequency = 'daily' and h.found_at < ${due.daily.toISOString()}::timestamptz)
    or (s.frequency = 'weekly' and h.found_at < ${due.weekly.toISOString()}::timestamptz))`;
}

/** Forgets what switched-off searches found and had not sent: switched on again, they start afresh. */
export async function dropSwitchedOffHits(db: Db): Promise<void> {
  await db.execute(sql`
    delete from ${savedSearchHits} h using ${savedSearches} s
    where h.search_id = s.id and h.mailed_at is null and s.frequency = 'off'`);
}

/** People (active accounts) whose searches have found homes due now; at most `limit`, the rest next run. */
export async function findDueRecipients(db: Db, due: DueRule, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct s.user_id
    from ${savedSearchHits} h join ${savedSearches} s on s.id = h.search_id
    join ${users} u on u.id = s.user_id and u.deactivated_at is null
    where ${dueCondition(due)}
    order by s.user_id limit ${limit}`);
  return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
}

export type DueMatch = {
  email: string;
  userName: string;
  searchId: number;
  searchName: string;
  searchLocale: Locale;
  searchFilters: SearchFilters;
  searchUpdatedAt: Date;
  propertyId: number;
  slug: string;
  street: string;
  floorDoor: string | null;
  postcode: string;
  postcodeName: string;
  city: string;
  rooms: number;
  sizeM2: number;
  monthlyRent: number;
};

/**
 * Takes what the person's searches found that is due now, in one statement: the finds are marked
 * mailed, and each (search, home) not sent before and still open to search is recorded as sent
 * (saved_search_matches, whose key makes "never twice" hold) and returned, newest home first. The
 * caller's transaction queues the mail with them, or rolls all of it back.
 */
export async function takeDueMatches(db: Db, userId: string, due: DueRule, now: Date): Promise<DueMatch[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with due as (
      select h.id, h.search_id, unnest(h.property_ids) as property_id
      from ${savedSearchHits} h join ${savedSearches} s on s.id = h.search_id
      where s.user_id = ${userId} and ${dueCondition(due)}
    ), taken as (
      update ${savedSearchHits} set mailed_at = ${at} where id in (select id from due)
    ), sent as (
      insert into ${savedSearchMatches} (search_id, property_id, matched_at, mailed_at)
      select distinct d.search_id, d.property_id, ${at}, ${at}
      from due d join ${properties} p on p.id = d.property_id and ${searchable}
      on conflict do nothing
      returning search_id, property_id
    )
    select u.email, u.name as user_name, s.id as search_id, s.name, s.locale, s.filters, s.updated_at, p.id as property_id,
      p.slug, p.street, p.floor_door, p.postcode, p.postcode_name, p.city, p.rooms, p.size_m2, p.monthly_rent
    from sent
    join ${savedSearches} s on s.id = sent.search_id
    join ${properties} p on p.id = sent.property_id
    join ${users} u on u.id = s.user_id
    order by p.published_at desc, p.id desc, s.id`);
  type Row = {
    email: string;
    user_name: string;
    search_id: number;
    name: string;
    locale: Locale;
    filters: SearchFilters | string;
    updated_at: string | Date;
    property_id: number;
    slug: string;
    street: string;
    floor_door: string | null;
    postcode: string;
    postcode_name: string;
    city: string;
    rooms: number;
    size_m2: number;
    monthly_rent: number;
  };
  return rowsOf<Row>(result).map((row) => ({
    email: row.email,
    userName: row.user_name,
    searchId: row.search_id,
    searchName: row.name,
    searchLocale: row.locale,
    searchFilters: typeof row.filters === 'string' ? (JSON.parse(row.filters) as SearchFilters) : row.filters,
    searchUpdatedAt: new Date(row.updated_at),
    propertyId: row.property_id,
    slug: row.slug,
    street: row.street,
    floorDoor: row.floor_door,
    postcode: row.postcode,
    postcodeName: row.postcode_name,
    city: row.city,
    rooms: Number(row.rooms),
    sizeM2: Number(row.size_m2),
    monthlyRent: Number(row.monthly_rent),
  }));
}

/**
 * Forgets what is done with: home events matched and finds mailed before `before`. What a search
 * was sent stays (saved_search_matches), so nothing is sent twice.
 */
export async function pruneAlertHistory(db: Db, before: Date): Promise<void> {
  const at = sql`${before.toISOString()}::timestamptz`;
  await db.execute(sql`delete from ${homeEvents} where matched_at < ${at}`);
  await db.execute(sql`delete from ${savedSearchHits} where mailed_at < ${at}`);
}

/** Remembers a used unsubscribe link; false when it was used before (a replay). */
export async function claimUnsubscribeToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(savedSearchUnsubscribes)
    .values({ tokenHash, usedAt: now })
    .onConflictDoNothing()
    .returning({ tokenHash: savedSearchUnsubscribes.tokenHash });
  return rows.length > 0;
}

/** Whether a link's one click has been made already. */
export async function isUnsubscribeTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: savedSearchUnsubscribes.tokenHash })
    .from(savedSearchUnsubscribes)
    .where(eq(savedSearchUnsubscribes.tokenHash, tokenHash));
  return rows.length > 0;
}

/** The searches of these ids that still exist: their names and how often they are mailed. */
export function findSearchesByIds(db: Db, ids: number[]) {
  return db
    .select({ id: savedSearches.id, name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids))
    .orderBy(savedSearches.id);
}

/** Stops the searches' mails (frequency off); their owner can switch them on again on /gemte-soegninger. */
export async function switchOff(db: Db, ids: number[], now: Date): Promise<void> {
  await db.update(savedSearches).set({ frequency: 'off', updatedAt: now }).where(inArray(savedSearches.id, ids));
}
