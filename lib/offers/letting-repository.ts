import { sql, type SQL } from 'drizzle-orm';
import { homeScopeSql, type HomeScope } from '@/lib/catalogue/home-scope';
import type { Db } from '@/lib/db/types';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export type AcceptedRow = {
  homeId: number;
  homeSlug: string;
  homeLabel: string;
  postcode: string;
  groupId: number;
  companyId: number;
  letAt: number;
  firstOfferAt: number;
  offered: number;
  applied: number;
};

/**
 * The landlord's rounds of the scope's homes up to `at`: the offers of one home made at one moment,
 * how many they were, and when an interested answer among them bound (its deadline passed, or a
 * lease was signed on it); `let_at` is null while none binds.
 */
function roundsSql(scope: HomeScope, at: SQL): SQL {
  return sql`
    select o.property_id, p.group_id, o.company_id, o.created_at, count(*)::int as offered,
      min(o.answered_at) filter (where o.answer = 'interested' and (o.deadline <= ${at} or exists (
        select 1 from contract_tenants ct join contracts c on c.tenant_id = ct.id
        where ct.offer_id = o.id and c.signed_at <= ${at}))) as let_at
    from offers o join properties p on p.id = o.property_id
    where o.created_at <= ${at} and ${homeScopeSql(scope, 'p')}
    group by o.property_id, p.group_id, o.company_id, o.created_at`;
}

/**
 * The scope's homes let through an accepted offer up to `now`. The offers a landlord made together
 * (one home, one moment) are a round; a round lets the home when one of them was answered
 * interested and that answer binds (its deadline passed, or a lease was signed on it). The letting
 * counts the rounds and the applications since the home's previous letting. Epoch milliseconds.
 */
export async function findAcceptedOffers(db: Db, scope: HomeScope, now: Date): Promise<AcceptedRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with round as (${roundsSql(scope, at)}), letting as (
      select r.*, coalesce(lag(r.let_at) over (partition by r.property_id order by r.let_at), '-infinity'::timestamptz) as since
      from round r where r.let_at is not null and r.let_at <= ${at}
    ), spanned as (
      -- A join on the home, not a subquery per letting: that scanned every round of the scope for each letting.
      select l.property_id, l.group_id, l.company_id, l.created_at, l.let_at, l.since,
        min(r.created_at) as first_offer_at, sum(r.offered)::int as offered
      from letting l left join round r on r.property_id = l.property_id and r.created_at <= l.created_at and r.created_at > l.since
      group by l.property_id, l.group_id, l.company_id, l.created_at, l.let_at, l.since
    )
    select l.property_id as "homeId", p.slug as "homeSlug", p.street || coalesce(', ' || p.floor_door, '') as "homeLabel", p.postcode, l.group_id as "groupId", l.company_id as "companyId",
      extract(epoch from l.let_at)::float8 * 1000 as "letAt",
      extract(epoch from l.first_offer_at)::float8 * 1000 as "firstOfferAt",
      l.offered,
      (select count(*)::int from applications a
        where a.property_id = l.property_id and a.created_at <= l.created_at and a.created_at > l.since) as applied
    from spanned l
    join properties p on p.id = l.property_id
    order by l.let_at desc`);
  return rowsOf<AcceptedRow>(result);
}

/** The scope's homes whose round let them after `since` and up to `now`: the same lettings as above, only their homes. */
export async function findAcceptedHomeIds(db: Db, scope: HomeScope, since: Date, now: Date): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select distinct r.property_id as "homeId" from (${roundsSql(scope, at)}) r
    where r.let_at > ${since.toISOString()}::timestamptz and r.let_at <= ${at}`);
  return rowsOf<{ homeId: number }>(result).map((row) => row.homeId);
}
