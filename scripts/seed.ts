import { parseArgs } from 'node:util';
import { migrate } from '@/lib/db/migrate';
import { isSeeded, seedDemoData } from '@/lib/db/seed/seed';
import { openExclusively } from './open-exclusively';

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: process.env.SEED_PROPERTIES ?? '3000' },
    'if-empty': { type: 'boolean', default: false },
  },
});

const properties = Number(values.properties);
if (!Number.isInteger(properties) || properties < 1) {
  console.error('--properties must be a whole number above 0');
  process.exit(1);
}

// A bulk load builds indexes and vacuums for longer than the server's 5 s statement limit allows
// (lib/db/pg-pool.ts), and makes data between statements for longer than its idle-transaction limit.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

const handle = await openExclusively('Seed while it is stopped, or seed another DATA_DIR.');
try {
  await migrate(handle, async () => {
    if (await isSeeded(handle.db)) {
      if (values['if-empty']) console.log('Demo data already present; not seeding again.');
      else console.error('The database already holds data. Seed a fresh DATA_DIR or database.');
      process.exitCode = values['if-empty'] ? 0 : 1;
      return;
    }
    await seedDemoData(handle, properties);
  });
} finally {
  await handle.close();
}
