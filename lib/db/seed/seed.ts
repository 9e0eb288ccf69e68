import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/lib/db/types';
import { createRandom } from '@/lib/random/seeded';
import { seedCatalogue } from './catalogue';
import { seedWhiteLabel } from './white-label';
import { DEMO_PASSWORD, DEMO_USERS, seedAccounts, seedDemoApiKey } from './accounts';
import { seedApplications } from './applications';
import { seedViewings } from './viewings';
import { seedWaitingLists } from './waiting-lists';
import { seedOpenHouses } from './open-house';
import { seedCompanyActivity } from './activity';

/** `now`: the clock the demo data's dates count from (a test can pin it to an awkward hour). */
export type SeedOptions = { properties: number; seed?: number; now?: Date };

export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n) > 0;
}

/** Deterministic demo data; runs in one transaction so a failed seed leaves nothing half-made. */
export async function seed(db: Db, options: SeedOptions) {
  return db.transaction(async (tx) => {
    const random = createRandom(options.seed ?? 20261121);
    const now = options.now ?? new Date();
    const counts = await seedCatalogue(tx, random, { properties: options.properties }, now.getTime());
    await seedWhiteLabel(tx);
    await seedAccounts(tx);
    await seedApplications(tx, now);
    await seedViewings(tx, now);
    await seedWaitingLists(tx, now);
    await seedOpenHouses(tx, now);
    await seedCompanyActivity(tx, now);
    return counts;
  });
}

/**
 * After a bulk load: fresh statistics so the planner picks the search indexes, and a visibility map
 * so counts can use index-only scans. PGlite runs no autovacuum of its own. Not in a transaction.
 */
export async function analyzeAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** `npm run seed` and the first `npm start`: the demo data, timed, and the demo landlord's API key, shown once. */
export async function seedDemoData(handle: DbHandle, properties: number): Promise<void> {
  const started = Date.now();
  const counts = await seed(handle.db, { properties });
  await analyzeAfterBulkLoad(handle.db);
  console.log(`Seeded ${JSON.stringify(counts)} in ${Date.now() - started} ms (${handle.engine}).`);
  const demoKey = await seedDemoApiKey(handle.db);
  console.log(demoLogins());
  console.log(`Provider API key of ${demoKey.company} (udlejer@hjemly.dk), shown only now: ${demoKey.secret}`);
}

/** The demo users a newcomer signs in with, as the first start prints them (README, "Quick start"). */
export function demoLogins(): string {
  const { tenant, landlord, deactivated } = DEMO_USERS;
  return [
    `Demo logins, password ${DEMO_PASSWORD}:`,
    `  ${tenant.email}: a tenant with applications in every status, a viewing coming and an offer to answer`,
    `  ${landlord.email}: a landlord, with the company console at /konto/virksomhed`,
    `  ${deactivated.email}: a deactivated user (signing in is refused)`,
  ].join('\n');
}
