import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from '@/lib/db/connect';
import { migrationStatus } from '@/lib/db/migrate';
import { prepareDatabaseOnStart } from '@/lib/db/seed/on-start';
import type { DbHandle } from '@/lib/db/types';
import { freshDatabase } from './support/databases';

// Several nodes started at once on one empty PostgreSQL database (the embedded one has one process).
describe.skipIf(!process.env.TEST_DATABASE_URL)('starting several nodes at once on an empty database [postgres]', () => {
  it('migrates and seeds once, and every node starts', async () => {
    const first = await freshDatabase('postgres', 'empty');
    const { connectionString } = (first.db as unknown as { $client: import('pg').Pool }).$client.options;
    const others: DbHandle[] = await Promise.all([connect({ url: connectionString }), connect({ url: connectionString })]);
    try {
      const nodes = [first, ...others];
      const started = await Promise.allSettled(nodes.map((node) => prepareDatabaseOnStart(node, 20)));
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      expect((await migrationStatus(first)).current).toBe(true);
      const companies = await first.db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
      expect((companies as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    } finally {
      await Promise.all(others.map((node) => node.close()));
      await first.close();
    }
  });
});
