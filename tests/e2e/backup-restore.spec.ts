import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cprOf, signUpForm } from '../../scripts/rush-people';
import { startBuiltServer } from '../support/built-server';
import { openFreeWaitingList } from './support/free-list';
import { databaseNamed, onDatabase, signedInAccount } from './support/postgres';
import { expect, test } from './support/test';

/*
 * The restore docs/operations/backup.md describes, done as it says: a production node's database
 * dumped with pg_dump, restored with pg_restore into a new database, and a node started on it — with
 * the same CPR_KEY and BETTER_AUTH_SECRET it serves the people and their sessions of the dump; with
 * another CPR_KEY it refuses to start and says why; the mails that were waiting are waiting again.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100) + 25;
const SECRET = 'backup-restore-test-secret-of-enough-length-012345';
const CPR_KEY = Buffer.alloc(32, 5).toString('base64');

test.describe.configure({ mode: 'serial' });
test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL)');

const suffix = randomBytes(4).toString('hex');
const [original, restored] = [`hjemly_backup_${suffix}`, `hjemly_restored_${suffix}`];
const urlOf = (database: string) => databaseNamed(adminUrl!, database);
const query = <R extends pg.QueryResultRow>(url: string, text: string) =>
  onDatabase(url, async (client) => (await client.query<R>(text)).rows);

const serverEnv = (database: string, cprKey = CPR_KEY) => ({
  DATABASE_URL: urlOf(database),
  BETTER_AUTH_SECRET: SECRET,
  CPR_KEY: cprKey,
  // The restored node's jobs are what would send the waiting mails: none run here, so the count stays readable.
  JOBS_IN_PROCESS: '0',
});

let dumpDir = '';
test.afterAll(async () => {
  for (const database of [original, restored]) await query(adminUrl!, `drop database if exists ${database} with (force)`);
  if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
});

test('a dump restored into a new database serves the same people, sessions and CPR numbers, and only with the same keys', async () => {
  test.setTimeout(420_000);
  await query(adminUrl!, `create database ${original}`);
  const first = await startBuiltServer(port, 'e2e-backup', {
    ...serverEnv(original),
    PREPARE_DATABASE_ON_START: '1',
    SEED_PROPERTIES: '5',
  });
  const cookie = await onDatabase(urlOf(original), (client) =>
    signedInAccount(client, { id: 'backup-person', name: 'Backup Person', email: 'backup@example.invalid' }, SECRET),
  );
  const account = (url: string) => fetch(`${url}/api/account/session`, { headers: { cookie } }).then((r) => r.json() as Promise<unknown>);
  expect(JSON.stringify(await account(first.url))).toContain('backup@example.invalid');
  // The person joins a landlord's free list with their CPR number, which the node stores encrypted under CPR_KEY.
  const slug = await openFreeWaitingList(first.url, /shown only now: (hjm_\S+)/.exec(first.output())![1], 'BK-1');
  const signUp = await fetch(`${first.url}/api/waiting-lists/${slug}/memberships`, {
    method: 'POST',
    headers: { cookie, origin: first.url, 'content-type': 'application/json' },
    body: signUpForm(cprOf(7)),
  });
  expect(signUp.status).toBe(201);
  await first.stop();

  const [stored] = await query<{ members: string; queued: string }>(
    urlOf(original),
    `select (select count(*) from waiting_list_memberships where cpr_encrypted is not null) as members,
            (select count(*) from email_messages where status = 'queued') as queued`,
  );
  expect(Number(stored.members)).toBe(1);

  // As docs/operations/backup.md says: the custom format, restored without the original's owner.
  dumpDir = mkdtempSync(path.join(os.tmpdir(), 'hjemly-backup-'));
  const dump = path.join(dumpDir, 'hjemly.dump');
  execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(original)]);
  await query(adminUrl!, `create database ${restored}`);
  execFileSync('pg_restore', ['--no-owner', `--dbname=${urlOf(restored)}`, dump]);

  // Another CPR_KEY: the node refuses to start and names the key, rather than a 500 on every page that shows a number.
  const wrongKey = await startBuiltServer(port, 'e2e-restored-wrong-key', serverEnv(restored, Buffer.alloc(32, 6).toString('base64')), {
    readyStatus: 0,
    timeoutMs: 90_000,
  }).catch((error: Error) => error);
  expect(wrongKey).toBeInstanceOf(Error);
  expect((wrongKey as Error).message).toContain('CPR_KEY and CPR_KEY_PREVIOUS cannot read');

  const started = performance.now();
  const second = await startBuiltServer(port, 'e2e-restored', serverEnv(restored));
  console.log(`A node on the restored database was ready ${Math.round(performance.now() - started)} ms after its start.`);
  try {
    expect(JSON.stringify(await account(second.url))).toContain('backup@example.invalid');
    // The CPR number is read back under the same key: shown masked, as its owner sees it on /ventelister.
    const memberships = await (await fetch(`${second.url}/api/waiting-list-memberships`, { headers: { cookie } })).json();
    expect(memberships.memberships).toEqual([expect.objectContaining({ groupSlug: slug, cprMasked: `${cprOf(7).slice(0, 6)}-XXXX` })]);
    const [again] = await query<{ members: string; queued: string }>(
      urlOf(restored),
      `select (select count(*) from waiting_list_memberships where cpr_encrypted is not null) as members,
              (select count(*) from email_messages where status = 'queued') as queued`,
    );
    // The mails still to send when the dump was made are queued again: the restored node sends them (again).
    expect(again).toEqual(stored);
  } finally {
    await second.stop();
  }
});
