import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { connect } from '@/lib/db/connect';
import type { DbHandle } from '@/lib/db/types';
import { withAdmin } from './postgres-admin';

type Engine = 'pglite' | 'postgres';

/** The engines this run tests: always PGlite, PostgreSQL too when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The template's bytes as a Blob PGlite reads at once: Node's own Blob hands them over in small
 * chunks it then concatenates, which cost about a quarter of a copy's start-up.
 */
class TarballBlob extends Blob {
  private readonly tarball: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.tarball = new Uint8Array(bytes); // a buffer of its own: a Buffer can be a view into a shared one
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tarball.buffer);
  }
}

/**
 * A database of its own, a copy of the run's template that global-setup.ts migrated: in-memory PGlite,
 * or a new PostgreSQL database. `empty` skips the template, for the test of the migrations themselves.
 */
export async function freshDatabase(engine: Engine, contents: 'migrated' | 'empty' = 'migrated'): Promise<DbHandle> {
  if (engine === 'pglite') {
    const pgliteTarball = contents === 'migrated' ? new TarballBlob(await readFile(inject('pgliteTemplate'))) : undefined;
    return connect({ pgliteDir: 'memory://', pgliteTarball });
  }
  const name = `hjemly_test_${randomBytes(6).toString('hex')}`;
  const template = contents === 'migrated' ? ` template ${inject('postgresTemplate')}` : '';
  await withAdmin((admin) => admin.query(`create database ${name}${template}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await connect({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Runs `suite` once per engine, each with its own fresh, migrated database (`empty`: not migrated).
 * `ctx.handle` is set before the suite's tests run; `install` also makes it the app's process-wide
 * client (getDb()).
 */
export function describeEachEngine(
  title: string,
  suite: (ctx: { readonly handle: DbHandle; readonly engine: Engine }) => void,
  options: { install?: boolean; empty?: boolean } = {},
) {
  for (const engine of engines()) {
    describe(`${title} [${engine}]`, () => {
      const ctx = { engine } as { handle: DbHandle; engine: Engine };
      beforeAll(async () => {
        ctx.handle = await freshDatabase(engine, options.empty ? 'empty' : 'migrated');
        if (options.install) installAsAppDatabase(ctx.handle);
      });
      afterAll(async () => {
        await ctx.handle?.close();
      });
      suite(ctx);
    });
  }
}

/**
 * A test of writers racing each other. PGlite has one connection, so its transactions run one after
 * the other and such a test passes whatever the locks and constraints do: it proves nothing there and
 * runs on PostgreSQL only (set TEST_DATABASE_URL). The behaviour without a race is tested on both.
 */
export const itRacing = (engine: Engine) => it.skipIf(engine === 'pglite');

export function installAsAppDatabase(handle: DbHandle) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('hjemly.db')] = Promise.resolve(handle);
}
