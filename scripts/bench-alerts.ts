// `npm run bench -- alerts [--searches 100000] [--homes 1000]`: how long the send-alerts job takes to
// find every saved search that a batch of new homes matches (the target: 100,000 searches and 1,000
// new homes; goal ≤ 10 s on PGlite and ≤ 5 s on PostgreSQL). A fresh in-memory PGlite gets the demo
// catalogue, people with saved searches spread like real ones, and new homes recorded as published
// through the catalogue's own recordHomeEvents. Timed: the matching query over all of them at once,
// and the job's matching phase (matchNewHomes: batches of events, each found and recorded). With BENCH_DATABASE_URL the same runs on that PostgreSQL database (its data is replaced).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { recordHomeEvents } from '@/lib/catalogue/home-events-repository';
import { insertUnnested } from '@/lib/db/bulk-insert';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import { users } from '@/lib/db/schema/accounts';
import { energyLabels, propertyTypes, rentalPeriods } from '@/lib/db/schema/catalogue';
import { savedSearches, savedSearchFrequencies, type SavedSearchFrequency } from '@/lib/db/schema/saved-searches';
import type { Db, DbHandle } from '@/lib/db/types';
import { analyzeAfterBulkLoad, seed } from '@/lib/db/seed/seed';
import { createRandom, type Random } from '@/lib/random/seeded';
import { matchingPairs } from '@/lib/saved-searches/alerts-repository';
import { matchNewHomes } from '@/lib/saved-searches/alerts-service';
import { criteriaOf } from '@/lib/saved-searches/repository';
import { searchQuerySchema, type SearchFilters } from '@/lib/search/schema';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { loadAverage, rows } from './bench-support';

const { values } = parseArgs({
  args: process.argv.slice(3),
  options: {
    searches: { type: 'string', default: '100000' },
    homes: { type: 'string', default: '1000' },
    catalogue: { type: 'string', default: '5000' },
  },
});
const SEARCHES = Number(values.searches);
const NEW_HOMES = Number(values.homes);
const SEARCHES_PER_PERSON = 5;
// Seeding and the bulk inserts run longer than the server's 5 s statement limit; the job's own
// statements are timed below, each against that limit.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

type Places = { city: string[]; postcode: string[]; municipality: string[] };

/** The towns, postcodes and municipalities of the catalogue, each as often as it has homes. */
async function placesOf(db: Db): Promise<Places> {
  const homes = rows<{ city_slug: string; postcode: string; municipality_code: string }>(
    await db.execute(sql`select city_slug, postcode, municipality_code from properties`),
  );
  return {
    city: homes.map((h) => h.city_slug),
    postcode: homes.map((h) => h.postcode),
    municipality: homes.map((h) => h.municipality_code),
  };
}

/**
 * One person's search as people make them on /soeg: nearly always a place (a postcode or town more
 * than a municipality), a rent ceiling, and often rooms and size.
 */
function randomSearch(random: Random, places: Places): SearchFilters {
  const params: Record<string, string> = {};
  const where = random.next();
  if (where < 0.4) params.sted = `postcode:${random.pick(places.postcode)}`;
  else if (where < 0.75) params.sted = `city:${random.pick(places.city)}`;
  else if (where < 0.95) params.sted = `municipality:${random.pick(places.municipality)}`;
  if (random.chance(0.85)) params.rentMax = String(random.int(12, 32) * 500);
  if (random.chance(0.2)) params.rentMin = String(random.int(6, 18) * 500);
  if (random.chance(0.5)) params.sizeMin = String(random.int(4, 10) * 10);
  if (random.chance(0.15)) params.sizeMax = String(random.int(8, 15) * 10);
  if (random.chance(0.7)) params.roomsMin = String(random.int(1, 4));
  if (random.chance(0.1)) params.roomsMax = String(random.int(2, 5));
  if (random.chance(0.2)) params.type = propertyTypes.filter(() => random.chance(0.5)).join(',') || 'apartment';
  for (const [flag, share] of [
    ['pets', 0.1],
    ['balcony', 0.15],
    ['elevator', 0.05],
    ['parking', 0.05],
    ['newBuild', 0.05],
    ['furnished', 0.03],
    ['shareable', 0.02],
    ['evCharger', 0.02],
    ['upcoming', 0.03],
  ] as const) {
    if (random.chance(share)) params[flag] = '1';
  }
  if (random.chance(0.05)) params.energyLabel = random.pick(energyLabels);
  if (random.chance(0.03)) params.tenant = random.pick(['senior', 'student', 'none']);
  if (random.chance(0.05)) params.rentalPeriod = random.pick(rentalPeriods);
  if (random.chance(0.05)) params.availableFrom = `2026-${String(random.int(1, 12)).padStart(2, '0')}-01`;
  if (random.chance(0.03)) params.q = random.pick(['lys', 'altan', 'udsigt', 'roligt', 'nyistandsat', 'have']);
  const { sort: _sort, cursor: _cursor, view: _view, ...filters } = searchQuerySchema.parse(params);
  return filters;
}

async function addSearches(db: Db, random: Random, places: Places): Promise<void> {
  const people = Math.ceil(SEARCHES / SEARCHES_PER_PERSON);
  const ids: string[] = [];
  for (let start = 0; start < people; start += 5_000) {
    const batch = Array.from({ length: Math.min(5_000, people - start) }, (_, i) => ({
      id: randomUUID(),
      name: `Bench ${start + i}`,
      email: `bench${start + i}@example.dk`,
      emailVerified: true,
    }));
    await insertUnnested(db, users, batch);
    ids.push(...batch.map((user) => user.id));
  }
  for (let start = 0; start < SEARCHES; start += 5_000) {
    const batch = Array.from({ length: Math.min(5_000, SEARCHES - start) }, (_, i) => {
      const filters = randomSearch(random, places);
      const { tsQuery: _tsQuery, ...criteria } = criteriaOf(filters);
      return {
        userId: ids[Math.floor((start + i) / SEARCHES_PER_PERSON)],
        name: `Søgning ${start + i}`,
        // jsonb travels as its text through the unnest insert.
        filters: JSON.stringify(filters) as unknown as SearchFilters,
        frequency: random.pick<SavedSearchFrequency>([...savedSearchFrequencies, 'instant', 'daily']),
        locale: random.chance(0.8) ? ('da-DK' as const) : ('en-DK' as const),
        ...criteria,
      };
    });
    await insertUnnested(db, savedSearches, batch);
  }
  // The free-text searches' queries, as saving them through the app parses them.
  await db.execute(sql`update saved_searches set ts_query = to_tsquery('danish', q || ':*') where q is not null`);
}

/** New homes like the catalogue's own (copies of random ones), recorded as published as the catalogue does. */
async function publishNewHomes(db: Db): Promise<void> {
  const copied = rows<{ id: number }>(
    await db.execute(sql`
      insert into properties (slug, group_id, street, floor_door, postcode, postcode_name, city, city_slug, municipality_code,
        lat, lng, is_public, is_new_build, type, rooms, size_m2, monthly_rent, availability, vacancy_date, rental_period,
        elevator, energy_label, furnished, pets_allowed, shareable, balconies, terraces, parking, ev_charger, only_for, description)
      select 'bench-new-' || p.id, group_id, street, floor_door, postcode, postcode_name, city, city_slug, municipality_code,
        lat, lng, true, is_new_build, type, rooms, size_m2, monthly_rent - 250, 'available', vacancy_date, rental_period,
        elevator, energy_label, furnished, pets_allowed, shareable, balconies, terraces, parking, ev_charger, only_for, description
      from properties p where is_public order by md5(p.id::text) limit ${NEW_HOMES}
      returning id`),
  );
  await db.transaction(async (tx) =>
    recordHomeEvents(
      tx,
      'published',
      copied.map((home) => home.id),
    ),
  );
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  console.log(`\n== ${label} ==`);
  const db = handle.db;
  await migrate(handle);
  await db.execute(sql`truncate properties, property_groups, companies, images, white_label_configs, users restart identity cascade`);
  let started = performance.now();
  await seed(db, { properties: Number(values.catalogue) });
  await analyzeAfterBulkLoad(db);
  await addSearches(db, createRandom(13), await placesOf(db));
  await publishNewHomes(db);
  await db.execute(sql`analyze`);
  console.log(`  prepared in ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadAverage()}`);

  const now = new Date();
  const today = todayInCopenhagen(now);
  const eventIds = rows<{ id: number }>(await db.execute(sql`select id from home_events where matched_at is null`)).map((e) => e.id);
  if (process.env.BENCH_EXPLAIN === '1') {
    const plan = rows<{ 'QUERY PLAN': string }>(
      await db.execute(sql`explain analyze select count(*) from (${matchingPairs(today, eventIds)}) pairs`),
    );
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
  started = performance.now();
  const [{ n: found }] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${matchingPairs(today, eventIds)}) pairs`),
  );
  const computed = (performance.now() - started) / 1000;
  started = performance.now();
  const { events, matches, slowestBatchSeconds } = await matchNewHomes(db, now);
  const recorded = (performance.now() - started) / 1000;
  console.table([
    {
      'saved searches': SEARCHES.toLocaleString('en'),
      'new homes': events.toLocaleString('en'),
      matches: `${matches.toLocaleString('en')} (${found.toLocaleString('en')} found)`,
      'compute s': +computed.toFixed(2),
      'compute + record s (the job)': +recorded.toFixed(2),
      'slowest statement s': +slowestBatchSeconds.toFixed(2),
    },
  ]);
  console.log(`  load average ${loadAverage()}`);
}

console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Load average at the start: ${loadAverage()}`);
const pglite = await connect({ pgliteDir: 'memory://' });
try {
  await bench(`PGlite (in memory), ${SEARCHES.toLocaleString('en')} saved searches`, pglite);
} finally {
  await pglite.close();
}
if (process.env.BENCH_DATABASE_URL) {
  const postgres = await connect({ url: process.env.BENCH_DATABASE_URL });
  try {
    await bench(`PostgreSQL, ${SEARCHES.toLocaleString('en')} saved searches`, postgres);
  } finally {
    await postgres.close();
  }
}
