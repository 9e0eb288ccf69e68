import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import type { InsightFigures, InsightGroup } from './schema';

/*
 * The overview's figures, each an aggregate in SQL over the company's own rows (docs/insight.md
 * defines them). One statement answers them all: a one-row aggregate per figure, cross-joined.
 * A period is `since` < t ≤ `now`, so an event exactly `days` × 24 hours old falls outside it.
 */

export type InsightScope = { companyId: number; groupId: number | null; since: Date; now: Date };

type Row = Record<string, string | number | null>;
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Landlord statuses that answer an applicant (each is a mail or a change they see). */
const ANSWERS = sql`('seen', 'invitedToViewing', 'offered', 'declined', 'withdrawnByLandlord')`;

/** `column` (a home id) is one of the group's homes; nothing for the whole company. */
function inGroup(column: SQL, groupId: number | null): SQL {
  return groupId === null ? sql`` : sql`and ${column} in (select id from properties where group_id = ${groupId})`;
}

const groupsOf = ({ companyId, groupId }: InsightScope) =>
  sql`g.company_id = ${companyId} ${groupId === null ? sql`` : sql`and g.id = ${groupId}`}`;

function within(column: SQL, { since, now }: InsightScope): SQL {
  return sql`${column} > ${at(since)} and ${column} <= ${at(now)}`;
}

const share = (part: SQL, whole: SQL) => sql`round(${part}::numeric / nullif(${whole}, 0), 4)`;
const median = (value: SQL, filter: SQL, decimals: number) =>
  sql`round((percentile_cont(0.5) within group (order by ${value}) filter (where ${filter}))::numeric, ${sql.raw(String(decimals))})`;

function homes(scope: InsightScope): SQL {
  return sql`select count(*)::int as homes_total, count(*) filter (where p.availability = 'available')::int as homes_free
    from properties p join property_groups g on g.id = p.group_id
    where ${groupsOf(scope)}`;
}

/** A letting is a contract tenant's first signed lease version; its time counts when it is the home's first letting. */
function lettings(scope: InsightScope): SQL {
  const timed = sql`signed_at = home_first and signed_at >= published_at`;
  return sql`select count(*)::int as lettings_signed, count(*) filter (where ${timed})::int as lettings_timed,
      ${median(sql`extract(epoch from signed_at - published_at) / 86400`, timed, 1)} as median_days_to_let
    from signed s join properties p on p.id = s.property_id
    where ${within(sql`s.signed_at`, scope)}`;
}

/** Each tenant's first signature, and the first signature on their home (of any tenant). */
function signedLeases({ companyId, groupId, now }: InsightScope): SQL {
  return sql`select ct.property_id, min(c.signed_at) as signed_at,
      min(min(c.signed_at)) over (partition by ct.property_id) as home_first
    from contract_tenants ct join contracts c on c.tenant_id = ct.id
    where ct.company_id = ${companyId} and c.signed_at <= ${at(now)} ${inGroup(sql`ct.property_id`, groupId)}
    group by ct.id, ct.property_id`;
}

/** The applications received in the period. */
function receivedApplications(scope: InsightScope): SQL {
  return sql`select a.id, a.property_id, a.external, a.created_at from applications a
    where a.company_id = ${scope.companyId} and ${within(sql`a.created_at`, scope)} ${inGroup(sql`a.property_id`, scope.groupId)}`;
}

/** The company's first answer to each of them, by `now`. */
function firstAnswers(scope: InsightScope): SQL {
  return sql`select e.application_id, min(e.at) as first_answer
    from application_events e join received r on r.id = e.application_id
    where e.status in ${ANSWERS} and e.at <= ${at(scope.now)}
    group by e.application_id`;
}

function applications(): SQL {
  const answered = sql`not external and first_answer is not null`;
  return sql`select count(*)::int as applications_received, count(distinct property_id)::int as homes_applied,
      round(count(*)::numeric / nullif(count(distinct property_id), 0), 2) as applications_per_home,
      count(*) filter (where not external)::int as applications_answerable,
      count(*) filter (where ${answered})::int as applications_answered,
      ${share(sql`count(*) filter (where ${answered})`, sql`count(*) filter (where not external)`)} as answer_rate,
      ${median(sql`extract(epoch from first_answer - created_at) / 3600`, answered, 1)} as median_hours_to_first_answer
    from received r left join answers f on f.application_id = r.id`;
}

function viewings(scope: InsightScope): SQL {
  return sql`select count(*)::int as viewings_booked, count(s.submitted_at)::int as viewings_surveyed,
      count(*) filter (where s.attended)::int as viewings_attended,
      ${share(sql`count(*) filter (where s.attended)`, sql`count(s.submitted_at)`)} as attendance_rate
    from viewing_invitations i
    join viewings v on v.id = i.viewing_id
    join viewing_slots sl on sl.id = i.slot_id
    left join viewing_surveys s on s.invitation_id = i.id and s.submitted_at <= ${at(scope.now)}
    where v.company_id = ${scope.companyId} ${inGroup(sql`v.property_id`, scope.groupId)}
      and i.status = 'accepted' and ${within(sql`sl.ends_at`, scope)}`;
}

function offers(scope: InsightScope): SQL {
  const settled = sql`o.answered_at <= ${at(scope.now)} or o.deadline <= ${at(scope.now)}`;
  const accepted = sql`o.answer = 'interested' and (${settled})`;
  return sql`select count(*)::int as offers_made, count(*) filter (where ${settled})::int as offers_settled,
      count(*) filter (where ${accepted})::int as offers_accepted,
      ${share(sql`count(*) filter (where ${accepted})`, sql`count(*) filter (where ${settled})`)} as acceptance_rate
    from offers o
    where o.company_id = ${scope.companyId} and ${within(sql`o.created_at`, scope)} ${inGroup(sql`o.property_id`, scope.groupId)}`;
}

function waitingLists(scope: InsightScope): SQL {
  const lists = sql`select w.id from waiting_lists w join property_groups g on g.id = w.group_id where ${groupsOf(scope)}`;
  return sql`select m.members, m.active, ${share(sql`m.active`, sql`m.members`)} as active_share,
      x.housed, ${share(sql`x.housed`, sql`m.members`)} as turnover
    from (
      select count(*)::int as members, count(*) filter (where state = 'active')::int as active
      from waiting_list_memberships where list_id in (${lists}) and signed_up_at <= ${at(scope.now)}
    ) m, (
      select count(*)::int as housed from waiting_list_exits
      where list_id in (${lists}) and reason = 'housed' and ${within(sql`ended_at`, scope)}
    ) x`;
}

const num = (value: string | number | null) => Number(value);
const maybe = (value: string | number | null) => (value === null ? null : Number(value));

/** The one statement of the figures (exported for the benchmark's EXPLAIN). */
export function insightStatement(scope: InsightScope): SQL {
  return sql`
    with signed as (${signedLeases(scope)}), received as (${receivedApplications(scope)}), answers as (${firstAnswers(scope)})
    select * from (${homes(scope)}) h, (${lettings(scope)}) l, (${applications()}) a,
      (${viewings(scope)}) v, (${offers(scope)}) o, (${waitingLists(scope)}) w`;
}

export async function selectInsightFigures(db: Db, scope: InsightScope): Promise<Omit<InsightFigures, 'period' | 'from' | 'to' | 'group'>> {
  const [r] = rowsOf<Row>(await db.execute(insightStatement(scope)));
  return {
    homes: { total: num(r.homes_total), free: num(r.homes_free) },
    lettings: { signed: num(r.lettings_signed), timed: num(r.lettings_timed), medianDaysToLet: maybe(r.median_days_to_let) },
    applications: {
      received: num(r.applications_received),
      homesApplied: num(r.homes_applied),
      perHome: maybe(r.applications_per_home),
      answerable: num(r.applications_answerable),
      answered: num(r.applications_answered),
      answerRate: maybe(r.answer_rate),
      medianHoursToFirstAnswer: maybe(r.median_hours_to_first_answer),
    },
    viewings: {
      booked: num(r.viewings_booked),
      surveyed: num(r.viewings_surveyed),
      attended: num(r.viewings_attended),
      attendanceRate: maybe(r.attendance_rate),
    },
    offers: {
      made: num(r.offers_made),
      settled: num(r.offers_settled),
      accepted: num(r.offers_accepted),
      acceptanceRate: maybe(r.acceptance_rate),
    },
    waitingLists: {
      members: num(r.members),
      active: num(r.active),
      activeShare: maybe(r.active_share),
      housed: num(r.housed),
      turnover: maybe(r.turnover),
    },
  };
}

/** The company's groups for the selector, by name. */
export async function selectCompanyGroups(db: Db, companyId: number): Promise<InsightGroup[]> {
  return rowsOf<InsightGroup>(
    await db.execute(sql`select slug, name from property_groups where company_id = ${companyId} order by name, id`),
  );
}

/** One of the company's groups by its slug; null when the company has none of that name. */
export async function selectCompanyGroup(db: Db, companyId: number, slug: string): Promise<(InsightGroup & { id: number }) | null> {
  const [row] = rowsOf<{ id: number; slug: string; name: string }>(
    await db.execute(sql`select id, slug, name from property_groups where company_id = ${companyId} and slug = ${slug}`),
  );
  return row ? { id: Number(row.id), slug: row.slug, name: row.name } : null;
}
