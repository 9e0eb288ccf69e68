import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import type { Db } from '@/lib/db/types';
import { withAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory: each test file's PGlite starts from a copy. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is created from (when TEST_DATABASE_URL is set). */
    postgresTemplate: string | null;
  }
}

/**
 * Runs the migrations once per run, on each engine, into a template every test file's database is
 * copied from: opening a PGlite (initdb) and migrating it cost seconds per file, copying one a fraction.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hjemly-test-db-'));
  const postgresTemplate = process.env.TEST_DATABASE_URL ? `hjemly_template_${randomBytes(6).toString('hex')}` : null;
  try {
    project.provide('pgliteTemplate', await writePgliteTemplate(dir));
    if (postgresTemplate) await createPostgresTemplate(postgresTemplate);
    project.provide('postgresTemplate', postgresTemplate);
  } catch (error) {
    await teardown(dir, postgresTemplate);
    throw error;
  }
  return () => teardown(dir, postgresTemplate);
}

async function writePgliteTemplate(dir: string): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // 1 MB WAL segments instead of 16: the dump holds one whole segment, and each copy unpacks it.
  const client = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await migrate({ db: drizzle(client) as unknown as Db, engine: 'pglite', close: () => client.close() });
    // PostgreSQL's default 128 MB of shared buffers are zeroed at every start, and took half of a
    // copy's start-up time; the tests' data fits in a fraction of 16 MB.
    await client.exec(`alter system set shared_buffers = '16MB'`);
    // Written out, so a copy starts without replaying the migrations' WAL.
    await client.exec('checkpoint');
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

async function createPostgresTemplate(name: string) {
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL refuses to copy a database someone is connected to.
  const handle = await connect({ url: url.toString() });
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
}

async function teardown(dir: string, postgresTemplate: string | null) {
  await rm(dir, { recursive: true, force: true });
  if (postgresTemplate) await withAdmin((admin) => admin.query(`drop database if exists ${postgresTemplate} with (force)`));
}
