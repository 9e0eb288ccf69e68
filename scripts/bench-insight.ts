// `npm run bench -- insight [--properties 100000] [--runs 20] [--explain]`: how long the landlord's
// insight overview takes (lib/insight: one statement per company or group and period). The database
// gets the demo catalogue and, for every home, the activity of a busy year: applications and their
// answers, viewings with surveys, offers, signed leases, waiting-list members and exits. Timed: the
// statement for the largest seeded company, for one of its groups, and for a company that owns the
// whole catalogue, each over 30, 90 and 365 days. With BENCH_DATABASE_URL it runs on that PostgreSQL
// database (its data is replaced); otherwise on an in-memory PGlite.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import type { Db } from '@/lib/db/types';
import { analyzeAfterBulkLoad, seed } from '@/lib/db/seed/seed';
import { insightStatement, selectInsightFigures, type InsightScope } from '@/lib/insight/repository';
import { insightPeriods } from '@/lib/insight/schema';

const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    properties: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
  },
});
const PROPERTIES = Number(values.properties);
const RUNS = Number(values.runs);
const DAY = 24 * 3_600_000;
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A year and a month of activity on every home, spread evenly back from `now`, made in the database. */
async function seedActivity(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`select setseed(0.2026)`);
  // Each lateral draw names its row, so it is drawn per row rather than once for the statement.
  // Three applications a home; 5 % handled outside Hjemly; 85 % answered within three days.
  await db.execute(sql`
    insert into applications (property_id, company_id, external, status, created_at, updated_at)
    select p.id, g.company_id, random() < 0.05, 'sent', t, t
    from properties p join property_groups g on g.id = p.group_id, generate_series(1, 3) n,
      lateral (select ${at} - random() * interval '400 days' as t where n is not null and p.id is not null) x`);
  await db.execute(sql`insert into application_events (application_id, status, at) select id, 'sent', created_at from applications`);
  await db.execute(sql`
    insert into application_events (application_id, status, at)
    select id, (array['seen', 'invitedToViewing', 'declined'])[1 + floor(random() * 3)::int], created_at + random() * interval '72 hours'
    from applications where not external and random() < 0.85`);
  // An offer for one application in ten, answered after a day or two; a lease signed ten days after an interested answer.
  await db.execute(sql`
    insert into offers (application_id, company_id, property_id, monthly_rent, move_in_date, deadline, answer, answered_at, created_at)
    select id, company_id, property_id, 9000, (created_at + interval '60 days')::date, created_at + interval '12 days',
      r.answer, case when r.answer is null then null else created_at + interval '6 days' end, created_at + interval '5 days'
    from applications, lateral (select case when random() < 0.6 then 'interested' when random() < 0.75 then 'notInterested' end as answer where id is not null) r
    where random() < 0.1`);
  await db.execute(sql`
    insert into contract_tenants (id, company_id, property_id, offer_id, name, email, created_at)
    select gen_random_uuid(), company_id, property_id, id, 'Lejer', 'lejer@example.dk', answered_at from offers where answer = 'interested'`);
  await db.execute(sql`
    insert into contracts (tenant_id, version, status, file_key, file_name, byte_size, sha256, signed_at, created_at)
    select id, 1, 'signed', 'bench/' || id, 'lejekontrakt.pdf', 1, 'x', created_at + interval '10 days', created_at from contract_tenants`);
  // A viewing on three homes in ten, one slot, every application to it invited; 70 % accept, half answer the survey.
  await db.execute(sql`
    insert into viewings (company_id, property_id, meeting_location, created_at)
    select g.company_id, p.id, 'Opgangen', ${at} - random() * interval '400 days'
    from properties p join property_groups g on g.id = p.group_id where random() < 0.3`);
  await db.execute(sql`
    insert into viewing_slots (viewing_id, date, from_time, to_time, starts_at, ends_at)
    select id, (created_at + interval '7 days')::date, '16:00', '17:00', created_at + interval '7 days', created_at + interval '7 days 1 hour'
    from viewings`);
  await db.execute(sql`
    insert into viewing_invitations (viewing_id, application_id, status, slot_id, answered_at)
    select v.id, a.id, case when r.yes then 'accepted' else 'declined' end, case when r.yes then s.id end, v.created_at
    from viewings v join viewing_slots s on s.viewing_id = v.id join applications a on a.property_id = v.property_id,
      lateral (select random() < 0.7 as yes where a.id is not null) r
    on conflict do nothing`);
  await db.execute(sql`
    insert into viewing_surveys (invitation_id, expires_at, attended, submitted_at)
    select i.id, s.ends_at + interval '14 days', r.answered and random() < 0.8, case when r.answered then s.ends_at + interval '1 day' end
    from viewing_invitations i join viewing_slots s on s.id = i.slot_id, lateral (select random() < 0.5 as answered where i.id is not null) r
    where i.status = 'accepted'
    on conflict do nothing`);
  // Waiting lists on every group that has one: 20,000 people, each on up to ten lists; a tenth left in the year.
  await db.execute(sql`insert into waiting_lists (group_id) select id from property_groups where has_waiting_list on conflict do nothing`);
  await db.execute(sql`
    insert into users (id, name, email) select 'bench-member-' || n, 'Medlem ' || n, 'medlem-' || n || '@example.dk'
    from generate_series(1, 20000) n on conflict do nothing`);
  await db.execute(sql`
    insert into waiting_list_memberships (list_id, user_id, seniority_date, signed_up_at, state, affiliation, cpr_encrypted, cpr_hmac)
    select l.id, 'bench-member-' || n, (${at} - interval '3 years')::date, ${at} - random() * interval '3 years',
      case when random() < 0.7 then 'active' else 'passive' end, 'Ingen tilknytning', 'x', 'bench-' || l.id || '-' || n
    from waiting_lists l, lateral (select distinct 1 + floor(random() * 20000)::int as n from generate_series(1, 10 + l.id % 40)) m
    on conflict do nothing`);
  await db.execute(sql`
    insert into waiting_list_exits (list_id, reason, ended_at)
    select list_id, case when random() < 0.6 then 'housed' else 'left' end, ${at} - random() * interval '400 days'
    from waiting_list_memberships where random() < 0.1`);
}

async function counts(db: Db) {
  const [row] = rows<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from properties) as homes, (select count(*)::int from companies) as companies,
      (select count(*)::int from applications) as applications, (select count(*)::int from application_events) as events,
      (select count(*)::int from offers) as offers, (select count(*)::int from contracts) as leases,
      (select count(*)::int from viewing_invitations) as invitations, (select count(*)::int from waiting_list_memberships) as members`),
  );
  return row;
}

type Target = { name: string; companyId: number; groupId: number | null; homes: number };

async function targets(db: Db): Promise<Target[]> {
  const [largest] = rows<{ company_id: number; homes: number }>(
    await db.execute(sql`select g.company_id, count(*)::int as homes from properties p join property_groups g on g.id = p.group_id
      group by g.company_id order by homes desc limit 1`),
  );
  const [group] = rows<{ id: number; homes: number }>(
    await db.execute(sql`select g.id, count(*)::int as homes from properties p join property_groups g on g.id = p.group_id
      where g.company_id = ${largest.company_id} group by g.id order by homes desc limit 1`),
  );
  return [
    { name: 'largest seeded company', companyId: Number(largest.company_id), groupId: null, homes: Number(largest.homes) },
    { name: 'its largest group', companyId: Number(largest.company_id), groupId: Number(group.id), homes: Number(group.homes) },
  ];
}

/** Hands every group (and the rows that name a company) to one company: the worst case, all 100,000 homes. */
async function oneCompanyOwnsAll(db: Db): Promise<Target> {
  const [{ id }] = rows<{ id: number }>(await db.execute(sql`select min(id) as id from companies`));
  for (const table of ['property_groups', 'applications', 'offers', 'contract_tenants', 'viewings']) {
    await db.execute(sql`update ${sql.identifier(table)} set company_id = ${id}`);
  }
  await db.execute(sql`vacuum analyze`);
  return { name: 'one company, every home', companyId: Number(id), groupId: null, homes: PROPERTIES };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(db: Db, target: Target, now: Date) {
  const result = [];
  for (const period of insightPeriods) {
    const scope: InsightScope = {
      companyId: target.companyId,
      groupId: target.groupId,
      since: new Date(now.getTime() - period * DAY),
      now,
    };
    for (let i = 0; i < 3; i++) await selectInsightFigures(db, scope); // warm-up, not counted
    const times: number[] = [];
    let figures;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      figures = await selectInsightFigures(db, scope);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    result.push({
      scope: target.name,
      homes: target.homes,
      days: period,
      applications: figures!.applications.received,
      p50_ms: +percentile(times, 50).toFixed(1),
      p95_ms: +percentile(times, 95).toFixed(1),
      max_ms: +times.at(-1)!.toFixed(1),
    });
  }
  console.table(result);
  console.log(`  load average ${load()}`);
}

async function explain(db: Db, target: Target, now: Date) {
  const scope: InsightScope = { companyId: target.companyId, groupId: target.groupId, since: new Date(now.getTime() - 365 * DAY), now };
  const plan = rows<{ 'QUERY PLAN': string }>(await db.execute(sql`explain (analyze, buffers) ${insightStatement(scope)}`));
  console.log(`\n-- EXPLAIN ANALYZE, ${target.name}, 365 days --\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
}

console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Load average at the start: ${load()}`);
const handle = await connect({ url: process.env.BENCH_DATABASE_URL, pgliteDir: process.env.BENCH_DATABASE_URL ? undefined : 'memory://' });
console.log(`Engine: ${handle.engine}`);
try {
  await migrate(handle);
  const db = handle.db;
  const now = new Date();
  let started = performance.now();
  await db.execute(sql`truncate properties, property_groups, companies, images, white_label_configs, users restart identity cascade`);
  await seed(db, { properties: PROPERTIES, now });
  console.log(`  seeded ${PROPERTIES.toLocaleString('en')} homes in ${seconds(started)}`);
  started = performance.now();
  await seedActivity(db, now);
  await analyzeAfterBulkLoad(db);
  console.log(`  activity made in ${seconds(started)}:`, await counts(db));
  for (const target of await targets(db)) {
    await measure(db, target, now);
    if (values.explain) await explain(db, target, now);
  }
  const all = await oneCompanyOwnsAll(db);
  await measure(db, all, now);
  if (values.explain) await explain(db, all, now);
} finally {
  await handle.close();
}
