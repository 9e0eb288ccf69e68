import { sql } from 'drizzle-orm';
import { homeScopeSql, type HomeScope } from '@/lib/catalogue/home-scope';
import type { Db } from '@/lib/db/types';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export type AwardedRow = {
  offerId: number;
  homeId: number;
  homeSlug: string;
  homeLabel: string;
  postcode: string;
  groupId: number;
  companyId: number;
  awardedAt: number;
  firstOfferAt: number;
  position: number;
  seniorityYear: number | null;
  offered: number;
  poolYears: number[];
};

/**
 * Every awarded offer of the scope's homes up to `now`, with the rounds before it: the home's offers
 * since its previous award (the rounds in which no one took it, and the awarded one). `offered`
 * counts the members offered the home in those rounds and `poolYears` holds their seniority years;
 * the winner's position is their place when their round was made. Times are epoch milliseconds.
 */
export async function findAwardedOffers(db: Db, scope: HomeScope, now: Date): Promise<AwardedRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select o.id as "offerId", o.property_id as "homeId", p.slug as "homeSlug", p.street || coalesce(', ' || p.floor_door, '') as "homeLabel", p.postcode, p.group_id as "groupId", g.company_id as "companyId",
      extract(epoch from o.awarded_at)::float8 * 1000 as "awardedAt",
      extract(epoch from r.first_offer_at)::float8 * 1000 as "firstOfferAt",
      w.position, extract(year from w.seniority_date)::int as "seniorityYear",
      r.offered, r.pool_years as "poolYears"
    from waiting_list_offers o
    join waiting_list_offer_recipients w on w.id = o.awarded_recipient_id
    join properties p on p.id = o.property_id
    join property_groups g on g.id = p.group_id
    cross join lateral (
      select min(round.created_at) as first_offer_at, count(member.id)::int as offered,
        coalesce(array_agg(extract(year from member.seniority_date)::int) filter (where member.seniority_date is not null), '{}') as pool_years
      from waiting_list_offers round
      join waiting_list_offer_recipients member on member.offer_id = round.id
      where round.property_id = o.property_id and round.created_at <= o.created_at
        and round.created_at > coalesce(
          (select max(earlier.awarded_at) from waiting_list_offers earlier
            where earlier.property_id = o.property_id and earlier.awarded_at < o.created_at),
          '-infinity'::timestamptz)
    ) r
    where o.awarded_at is not null and o.awarded_at <= ${at}::timestamptz and ${homeScopeSql(scope, 'p')}
    order by o.awarded_at desc, o.id desc`);
  return rowsOf<AwardedRow>(result).map((row) => ({ ...row, poolYears: row.poolYears.map(Number) }));
}

/** The scope's homes awarded to a member after `since` and up to `now`: the same awards as above, only their homes. */
export async function findAwardedHomeIds(db: Db, scope: HomeScope, since: Date, now: Date): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct o.property_id as "homeId"
    from waiting_list_offers o
    join waiting_list_offer_recipients w on w.id = o.awarded_recipient_id
    join properties p on p.id = o.property_id
    where o.awarded_at > ${since.toISOString()}::timestamptz and o.awarded_at <= ${now.toISOString()}::timestamptz
      and ${homeScopeSql(scope, 'p')}`);
  return rowsOf<{ homeId: number }>(result).map((row) => row.homeId);
}
