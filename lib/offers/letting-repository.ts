import { sql } from 'drizzle-orm';
import { homeScopeSql, type HomeScope } from '@/lib/catalogue/home-scope';
import type { Db } from '@/lib/db/types';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export type AcceptedRow = {
  homeId: number;
  homeSlug: string;
  homeLabel: string;
  groupId: number;
  companyId: number;
  letAt: number;
  firstOfferAt: number;
  offered: number;
  applied: number;
};

/**
 * The scope's homes let through an accepted offer up to `now`. The offers a landlord made together
 * (one home, one moment) are a round; a round lets the home when one of them was answered
 * interested and that answer binds (its deadline passed, or a lease was signed on it). The letting
 * counts the rounds and the applications since the home's previous letting. Epoch milliseconds.
 */
export async function findAcceptedOffers(db: Db, scope: HomeScope, now: Date): Promise<AcceptedRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with round as (
      select o.property_id, p.group_id, o.company_id, o.created_at, count(*)::int as offered,
        min(o.answered_at) filter (where o.answer = 'interested' and (o.deadline <= ${at} or exists (
          select 1 from contract_tenants ct join contracts c on c.tenant_id = ct.id
          where ct.offer_id = o.id and c.signed_at <= ${at}))) as let_at
      from offers o join properties p on p.id = o.property_id
      where o.created_at <= ${at} and ${homeScopeSql(scope, 'p')}
      group by o.property_id, p.group_id, o.company_id, o.created_at
    ), letting as (
      select r.*, coalesce(lag(r.let_at) over (partition by r.property_id order by r.let_at), '-infinity'::timestamptz) as since
      from round r where r.let_at is not null and r.let_at <= ${at}
    )
    select l.property_id as "homeId", p.slug as "homeSlug", p.street || coalesce(', ' || p.floor_door, '') as "homeLabel", l.group_id as "groupId", l.company_id as "companyId",
      extract(epoch from l.let_at)::float8 * 1000 as "letAt",
      extract(epoch from rounds.first_offer_at)::float8 * 1000 as "firstOfferAt",
      rounds.offered::int as offered,
      (select count(*)::int from applications a
        where a.property_id = l.property_id and a.created_at <= l.created_at and a.created_at > l.since) as applied
    from letting l
    join properties p on p.id = l.property_id
    cross join lateral (
      select min(r.created_at) as first_offer_at, sum(r.offered) as offered from round r
      where r.property_id = l.property_id and r.created_at <= l.created_at and r.created_at > l.since
    ) rounds
    order by l.let_at desc`);
  return rowsOf<AcceptedRow>(result);
}
