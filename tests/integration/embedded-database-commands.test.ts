import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commandChannel } from '@/lib/commands/channel';
import { sendCommand } from '@/lib/commands/client';
import { connect } from '@/lib/db/connect';
import type { Db } from '@/lib/db/types';
import { users } from '@/lib/db/schema/accounts';
import { propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { embeddedEnv, finished, killed, npmRun, printed, startTsx } from './support/processes';

// Support and job commands beside a server on the embedded database: they go through
// the server; seed, migrate and a second server refuse; the database survives all of it, kill -9 too.

const DEMO = 'demo@hjemly.dk';
const SLOW = 240_000;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let group: string;
const servers: ChildProcess[] = [];

async function startServer(): Promise<ChildProcess> {
  const server = startTsx('tests/integration/support/command-server.ts', [], env);
  servers.push(server);
  await printed(server, 'serving');
  return server;
}

/** Opens the data directory in this process (so no server may hold it) and reads from it. */
async function read<T>(query: (db: Db) => Promise<T>): Promise<T> {
  const handle = await connect({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await query(handle.db);
  } finally {
    await handle.close();
  }
}

const deactivatedAt = () =>
  read(async (db) => (await db.select({ at: users.deactivatedAt }).from(users).where(eq(users.email, DEMO)))[0]!.at);
const groupStatus = (slug: string) =>
  read(
    async (db) =>
      (await db.select({ status: propertyGroups.publicationStatus }).from(propertyGroups).where(eq(propertyGroups.slug, slug)))[0]!.status,
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hjemly-commands-'));
  env = embeddedEnv(dataDir);
  const seeded = await npmRun('seed', ['--properties', '20'], env);
  expect(seeded.stderr).toBe('');
  expect(seeded.code).toBe(0);
  group = await read(
    async (db) =>
      (
        await db
          .select({ slug: propertyGroups.slug })
          .from(propertyGroups)
          .where(ne(propertyGroups.publicationStatus, PublicationStatus.UNPUBLISHED))
          .limit(1)
      )[0]!.slug,
  );
}, SLOW);

afterAll(async () => {
  await Promise.all(servers.map((server) => killed(server, 'SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

it(
  'runs account, group-status and job commands in the running server, and refuses seed, migrate and a second server',
  async () => {
    const server = await startServer();
    const byServer = `(run by the server, pid ${server.pid})`;

    const deactivated = await npmRun('account', ['deactivate', DEMO], env);
    expect(deactivated).toMatchObject({ code: 0, stdout: `${DEMO} deactivated. ${byServer}\n` });
    const unknown = await npmRun('account', ['deactivate', 'nobody@example.dk'], env);
    expect(unknown).toMatchObject({ code: 1, stderr: `No user with the e-mail nobody@example.dk. ${byServer}\n` });
    const unpublished = await npmRun('group-status', [group, 'unpublished'], env);
    expect(unpublished).toMatchObject({ code: 0, stdout: `${group} is now unpublished. ${byServer}\n` });
    const job = await npmRun('job', ['purge-retained-data'], env);
    expect(job.code).toBe(0);
    expect(job.stdout).toMatch(
      new RegExp(`^purge-retained-data: \\{.*\\} in \\d+ ms \\(pglite\\)\\. \\(run by the server, pid ${server.pid}\\)\\n$`),
    );

    for (const [script, advice] of [
      ['seed', 'Seed while it is stopped'],
      ['migrate', 'Migrate while it is stopped'],
    ] as const) {
      const refused = await npmRun(script, [], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is open in \`command-server.ts\` (pid ${server.pid}`);
      expect(refused.stderr).toContain(advice);
    }
    const second = await finished(startTsx('tests/integration/support/command-server.ts', [], env));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`(pid ${server.pid}`);
    expect(second.stderr).toContain('Stop that process first, or give this server its own DATA_DIR.');

    await killed(server, 'SIGTERM');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(existsSync(commandChannel(dataDir).socket)).toBe(false);
    expect(await deactivatedAt()).toBeInstanceOf(Date);
    expect(await groupStatus(group)).toBe(PublicationStatus.UNPUBLISHED);
  },
  SLOW,
);

it(
  'after a server is killed with -9, a command takes over its lock and the next server takes commands again, with its token only',
  async () => {
    const killedServer = await startServer();
    await killed(killedServer, 'SIGKILL');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    expect(existsSync(commandChannel(dataDir).socket)).toBe(true);

    const reactivated = await npmRun('account', ['reactivate', DEMO], env);
    expect(reactivated).toMatchObject({ code: 0, stdout: `${DEMO} reactivated.\n` });

    const server = await startServer();
    const job = await npmRun('job', ['deliver-emails'], env);
    expect(job.code).toBe(0);
    expect(job.stdout).toContain(`(run by the server, pid ${server.pid})`);

    // Only the holder of this server's token may command it.
    writeFileSync(commandChannel(dataDir).tokenFile, 'not-the-token');
    await expect(sendCommand(dataDir, { kind: 'account', action: 'deactivate', email: DEMO })).resolves.toEqual({
      ok: false,
      message: 'Refused: the request does not carry this server’s admin token.',
    });
    await killed(server, 'SIGTERM');
    expect(await deactivatedAt()).toBeNull();
  },
  SLOW,
);
