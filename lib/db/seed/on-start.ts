import 'server-only';
import { migrate } from '@/lib/db/migrate';
import type { DbHandle } from '@/lib/db/types';
import { seedDemoApiKey } from './accounts';
import { analyzeAfterBulkLoad, isSeeded, seed } from './seed';

/**
 * `npm start`'s database step, run by the server itself (instrumentation.ts) on the handle it serves
 * from, so the embedded database is opened once: the migrations (PGlite is migrated on open, a
 * PostgreSQL database here), then the demo data when the database is empty. Another process doing
 * the same first would leave nothing to do.
 */
export async function prepareDatabaseOnStart(handle: DbHandle, properties: number): Promise<void> {
  if (handle.engine === 'postgres') await migrate(handle);
  if (await isSeeded(handle.db)) return;
  console.log(`Seeding the demo data (${properties.toLocaleString('en')} homes) …`);
  const started = Date.now();
  const counts = await seed(handle.db, { properties });
  await analyzeAfterBulkLoad(handle.db);
  console.log(`Seeded ${JSON.stringify(counts)} in ${Date.now() - started} ms (${handle.engine}).`);
  const demoKey = await seedDemoApiKey(handle.db);
  console.log(`Provider API key of ${demoKey.company} (udlejer@hjemly.dk), shown only now: ${demoKey.secret}`);
}
