import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fillTemplate } from '@/lib/i18n/paths';
import { pathnames, type Locale } from '@/lib/i18n/routing';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { type GateMode, type PostgresGate, startPostgresGate } from '../support/postgres-gate';
import { databaseNamed, onDatabase, signedInAccount } from './support/postgres';
import { expect, test } from './support/test';

/*
 * Every page type of the routing table, in both languages, signed out and signed in, while
 * PostgreSQL refuses connections, has none left or does not answer: a readable 503 in the page's
 * language with Retry-After, never Next.js's bare English 500. A production server of its own on a
 * fresh PostgreSQL database reached through a loopback gate (tests/support/postgres-gate.ts), with
 * the page cache off so that every page is rendered while the database is out.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100) + 24;
const AUTH_SECRET = 'database-outage-test-secret-of-enough-length-0123';

test.describe.configure({ mode: 'serial' });
test.skip(!adminUrl, 'needs PostgreSQL (TEST_DATABASE_URL)');

const database = `hjemly_outage_${randomBytes(4).toString('hex')}`;
const databaseUrl = () => databaseNamed(adminUrl!, database);
const admin = <T>(work: (client: pg.Client) => Promise<T>, url = adminUrl!) => onDatabase(url, work);

// Any value fits a page's parameter: the page fails on the database before it looks the value up.
const PARAMS = { slug: 'aarhus', token: 'a'.repeat(43), id: '1', company: 'kroneboligselskab-a' };
const pageTypes = Object.entries(pathnames) as [string, string][];
const addressOf = (locale: Locale, [english, danish]: [string, string]) =>
  locale === 'da-DK' ? fillTemplate(danish, PARAMS) : `/en-DK${fillTemplate(english, PARAMS).replace(/^\/$/, '')}`;

let gate: PostgresGate;
let own: BuiltServer;
let signedIn = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin((client) => client.query(`create database ${database}`));
  const upstream = new URL(adminUrl!);
  gate = await startPostgresGate({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  own = await startBuiltServer(
    port,
    'e2e-database-outage',
    {
      DATABASE_URL: gate.through(databaseUrl()),
      PREPARE_DATABASE_ON_START: '1',
      SEED_PROPERTIES: '5',
      PAGE_CACHE_MB: '0',
      BETTER_AUTH_SECRET: AUTH_SECRET,
      CPR_KEY: Buffer.alloc(32, 7).toString('base64'),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    },
    { timeoutMs: 180_000 },
  );
  signedIn = await admin(
    (client) => signedInAccount(client, { id: 'outage-person', name: 'Udfald Person', email: 'outage@example.invalid' }, AUTH_SECRET),
    databaseUrl(),
  );
});

test.afterAll(async () => {
  await own?.stop();
  await gate?.close();
  await admin((client) => client.query(`drop database if exists ${database} with (force)`));
});

type Answer = { address: string; status: number; retryAfter: string | null; lang: string | null; text: string; ms: number };

async function answerOf(address: string, cookie: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${own.url}${address}`, { redirect: 'manual', headers: { cookie, 'accept-language': 'da' } });
  const text = await response.text();
  return {
    address,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    lang: /<html lang="(\w+)"/.exec(text)?.[1] ?? null,
    text,
    ms: performance.now() - started,
  };
}

/** Every page type in `locale`, four at a time, as a few people's browsers would ask. */
async function everyPage(locale: Locale, cookie: string): Promise<Answer[]> {
  const addresses = pageTypes.map((entry) => addressOf(locale, entry));
  const answers: Answer[] = [];
  for (let at = 0; at < addresses.length; at += 4)
    answers.push(...(await Promise.all(addresses.slice(at, at + 4).map((address) => answerOf(address, cookie)))));
  return answers;
}

/** The page's words for the database being out, as the messages hold them. */
const outageWords = (locale: Locale): string =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', locale, 'common.json'), 'utf8')).errors.databaseUnavailable;

/** What is not the outage page in the page's language: none should be. */
function notTheOutagePage(answers: Answer[], locale: Locale) {
  const words = outageWords(locale);
  return answers
    .filter((a) => a.status !== 503 || a.retryAfter !== '5' || a.lang !== locale.slice(0, 2) || !a.text.includes(words))
    .map((a) => `${a.address}: ${a.status} ${a.text.slice(0, 80)}`);
}

async function withGate<T>(mode: GateMode, work: () => Promise<T>): Promise<T> {
  await gate.set(mode);
  try {
    return await work();
  } finally {
    await gate.set('open');
    // Out of the outage's memory (10 s) before the next pass, so each pass sees its own mode only.
    await expect.poll(async () => (await answerOf('/api/health', '')).status, { timeout: 30_000 }).toBe(200);
  }
}

const report = (mode: string, answers: Answer[]) =>
  console.log(
    `${mode}: ${answers.length} pages, ${answers.filter((a) => a.status === 503).length} × 503, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms.`,
  );

for (const mode of ['refused', 'full'] as const) {
  test(`the database ${mode}: every page type answers the outage page in its language, signed out and signed in`, async () => {
    test.setTimeout(300_000);
    await withGate(mode, async () => {
      for (const locale of ['da-DK', 'en-DK'] as const) {
        for (const cookie of ['', signedIn]) {
          const answers = await everyPage(locale, cookie);
          report(`${mode}, ${locale}, ${cookie ? 'signed in' : 'signed out'}`, answers);
          expect(notTheOutagePage(answers, locale)).toEqual([]);
        }
      }
    });
  });
}

test('the database stalled: every page type answers the outage page within the timeouts', async () => {
  test.setTimeout(300_000);
  await withGate('stalled', async () => {
    const answers = await everyPage('da-DK', signedIn);
    report('stalled, da-DK, signed in', answers);
    expect(notTheOutagePage(answers, 'da-DK')).toEqual([]);
    // A connect waits 1 s here and a statement 1 s: nobody waits for the database for good.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(15_000);
  });
});
