// `npm run bench -- open-books [--homes 50000] [--lettings 5000] [--runs 20]`: how long open books
// takes for one large town (lib/open-books): its lettings read from the waiting lists' awards and the
// offers' accepted rounds, the town's figures over two years and per year, one postcode's, a group's,
// and a home's rent comparison (the line on every home page). The database gets one company with
// `homes` homes in one town over 20 postcodes, half its lettings awarded from waiting lists (one
// round in three took two), half accepted offers after six applications. With BENCH_DATABASE_URL it
// runs on that PostgreSQL database (its data is replaced); otherwise on an in-memory PGlite.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { groupOutcomes, homeOutcome, lettingsIn, placeFigures } from '@/lib/open-books/service';
import { homeRentComparison } from '@/lib/open-books/rent-service';
import { freshBenchDatabase, loadAverage, rows, timeRuns } from './bench-support';

const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    homes: { type: 'string', default: '50000' },
    lettings: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '20' },
  },
});
const HOMES = Number(values.homes);
const LETTINGS = Number(values.lettings);
const RUNS = Number(values.runs);
const HOMES_PER_GROUP = 100;
const TOWN = 'bench-by';
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

/** The town: one company, groups of 100 homes with a waiting list each, 20 postcodes, rents around 1,200 kr./m² a year. */
async function seedTown(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`select setseed(0.48)`);
  await db.execute(sql`insert into companies (slug, name) values ('bench-udlejer', 'Bench Udlejer')`);
  await db.execute(sql`
    insert into property_groups (slug, company_id, name, street, postcode, postcode_name, city, city_slug, municipality_code, publication_status, has_waiting_list)
    select 'bench-gruppe-' || n, (select id from companies), 'Gruppe ' || n, 'Benchvej ' || n, (8000 + n % 20)::text, 'Bench ' || n % 20,
      'Bench By', ${TOWN}, '0751', 3, true
    from generate_series(1, ${Math.ceil(HOMES / HOMES_PER_GROUP)}) n`);
  await db.execute(sql`
    insert into properties (slug, group_id, street, postcode, postcode_name, city, city_slug, municipality_code, is_public, type, rooms, size_m2, monthly_rent, published_at)
    select 'bench-bolig-' || n, g.id, g.street, g.postcode, g.postcode_name, g.city, g.city_slug, g.municipality_code, true,
      (array['apartment', 'apartment', 'townhouse', 'house'])[1 + n % 4], 1 + n % 5, s.size, round(s.size * (900 + random() * 600) / 12),
      ${at} - random() * interval '36 months'
    from generate_series(1, ${HOMES}) n
    join property_groups g on g.slug = 'bench-gruppe-' || (1 + (n - 1) / ${HOMES_PER_GROUP}),
      lateral (select 30 + floor(random() * 120)::int as size where n is not null) s`);
  await db.execute(sql`insert into waiting_lists (group_id) select id from property_groups`);
  await db.execute(sql`
    insert into users (id, name, email) select 'bench-member-' || n, 'Medlem ' || n, 'medlem-' || n || '@example.dk'
    from generate_series(1, 3000) n`);
}

/** Half the lettings from waiting lists: the home offered to six members, a third of them in a first round no one took first. */
async function seedAwards(db: Db, now: Date, count: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into waiting_list_offers (list_id, property_id, deadline, created_at, awarded_at)
    select l.id, p.id, t.awarded - interval '2 days', t.awarded - interval '10 days', t.awarded
    from (select id, group_id from properties order by id limit ${count}) p
    join waiting_lists l on l.group_id = p.group_id,
      lateral (select ${at} - random() * interval '40 months' as awarded where p.id is not null) t`);
  await db.execute(sql`
    insert into waiting_list_offers (list_id, property_id, deadline, created_at)
    select list_id, property_id, created_at - interval '5 days', created_at - interval '20 days' from waiting_list_offers where id % 3 = 0`);
  await db.execute(sql`
    insert into waiting_list_offer_recipients (offer_id, user_id, position, seniority_date, locale, answer)
    select o.id, 'bench-member-' || (1 + (o.id * 7 + k) % 3000), k, (date '2010-01-01' + (o.id % 3000 + k * 90)), 'da-DK',
      case when k = 3 and o.awarded_at is not null then 'interested' else 'notInterested' end
    from waiting_list_offers o, generate_series(1, 6) k`);
  await db.execute(sql`
    update waiting_list_offers o set awarded_recipient_id = r.id
    from waiting_list_offer_recipients r where r.offer_id = o.id and r.position = 3 and o.awarded_at is not null`);
}

/** The other half through applications: six applications a home, one offered and accepted, its deadline passed. */
async function seedAcceptedOffers(db: Db, now: Date, count: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into applications (property_id, company_id, status, created_at, updated_at)
    select p.id, (select id from companies), 'sent', t.applied, t.applied
    from (select id from properties order by id desc limit ${count}) p, generate_series(1, 6) k,
      lateral (select ${at} - interval '20 days' - random() * interval '40 months' as applied where p.id is not null and k is not null) t`);
  await db.execute(sql`
    insert into offers (application_id, company_id, property_id, monthly_rent, move_in_date, deadline, answer, answered_at, created_at)
    select distinct on (a.property_id) a.id, a.company_id, a.property_id, 9000, (a.created_at + interval '60 days')::date,
      a.created_at + interval '12 days', 'interested', a.created_at + interval '8 days', a.created_at + interval '5 days'
    from applications a order by a.property_id, a.created_at desc`);
}

const seeding = performance.now();
const handle = await freshBenchDatabase();
const { db } = handle;
const now = new Date();
await seedTown(db, now);
await seedAwards(db, now, Math.floor(LETTINGS / 2));
await seedAcceptedOffers(db, now, LETTINGS - Math.floor(LETTINGS / 2));
await db.execute(sql`analyze`);
const [sizes] = rows<Record<string, number>>(
  await db.execute(sql`select (select count(*)::int from properties) as homes,
    (select count(*)::int from waiting_list_offers) as "waitingListOffers", (select count(*)::int from waiting_list_offer_recipients) as recipients,
    (select count(*)::int from applications) as applications, (select count(*)::int from offers) as offers`),
);
const lettings = await lettingsIn({ citySlug: TOWN }, now);
console.log(
  `${handle.engine}: ${JSON.stringify(sizes)}, ${lettings.length} lettings, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; load ${loadAverage()}`,
);

const someLetting = lettings[Math.floor(lettings.length / 2)];
const [group] = rows<{ slug: string }>(await db.execute(sql`select slug from property_groups order by id limit 1`));
await timeRuns("the town's lettings (both services)", RUNS, () => lettingsIn({ citySlug: TOWN }, now));
await timeRuns("the town's figures (2 years and per year)", RUNS, () => placeFigures({ citySlug: TOWN }, now));
await timeRuns("a postcode's figures", RUNS, () => placeFigures({ postcode: '8007' }, now));
await timeRuns("a group's lettings and figures", RUNS, () => groupOutcomes(group.slug, now));
await timeRuns("a let home's outcome", RUNS, () => homeOutcome(someLetting.homeSlug, now));
await timeRuns("a home's rent comparison", RUNS, () => homeRentComparison({ slug: someLetting.homeSlug, citySlug: TOWN }, now));
console.log(`load ${loadAverage()}`);
await handle.close();
