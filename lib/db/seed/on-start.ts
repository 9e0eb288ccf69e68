import 'server-only';
import { migrate } from '@/lib/db/migrate';
import type { DbHandle } from '@/lib/db/types';
import { isSeeded, seedDemoData } from './seed';

/**
 * `npm start`'s database step, run by the server itself (instrumentation.ts) on the handle it serves
 * from, so the embedded database is opened once: the migrations (a no-op on PGlite, migrated on
 * open), then the demo data when the database is empty. Another process doing the same first would
 * leave nothing to do.
 */
export async function prepareDatabaseOnStart(handle: DbHandle, properties: number): Promise<void> {
  // Under the migration lock: of several nodes starting at once on an empty database, one seeds.
  await migrate(handle, async () => {
    if (await isSeeded(handle.db)) return;
    console.log(`Seeding the demo data (${properties.toLocaleString('en')} homes) …`);
    await seedDemoData(handle, properties);
  });
}
