import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import type { DbHandle } from '@/lib/db/types';

type Engine = 'pglite' | 'postgres';

/** The engines this run tests: always PGlite, PostgreSQL too when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function withAdmin<T>(run: (admin: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database of its own: in-memory PGlite, or a new PostgreSQL database. */
export async function freshDatabase(engine: Engine): Promise<DbHandle> {
  if (engine === 'pglite') {
    const handle = await connect({ pgliteDir: 'memory://' });
    await migrate(handle);
    return handle;
  }
  const name = `hjemly_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await connect({ url: url.toString() });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Runs `suite` once per engine, each with its own fresh database. `ctx.handle` is set before the
 * suite's tests run; `install` also makes it the app's process-wide client (getDb()).
 */
export function describeEachEngine(
  title: string,
  suite: (ctx: { readonly handle: DbHandle }) => void,
  options: { install?: boolean } = {},
) {
  for (const engine of engines()) {
    describe(`${title} [${engine}]`, () => {
      const ctx = {} as { handle: DbHandle };
      beforeAll(async () => {
        ctx.handle = await freshDatabase(engine);
        if (options.install) installAsAppDatabase(ctx.handle);
      });
      afterAll(async () => {
        await ctx.handle?.close();
      });
      suite(ctx);
    });
  }
}

export function installAsAppDatabase(handle: DbHandle) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('hjemly.db')] = Promise.resolve(handle);
}
