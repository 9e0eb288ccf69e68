import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/health/route';
import { connect } from '@/lib/db/connect';
import { forgetDependencies, recordDependency } from '@/lib/errors/dependency';
import { forgetDatabaseOutage, noteDatabaseAnswered, noteIfUnavailable } from '@/lib/db/unavailable';
import { databaseHealth, forgetHealthMemory, healthReport } from '@/lib/health/health';
import { announceNode } from '@/lib/monitoring/nodes';
import { describeEachEngine, installAsAppDatabase } from './support/databases';

const TOKEN = 'health-token-for-the-team';
const S3 = {
  S3_BUCKET: 'hjemly-uploads',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_REGION: 'eu-north-1',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};
const health = (headers: Record<string, string> = {}) =>
  GET(new Request('http://localhost:3000/api/health', { headers: { host: 'localhost:3000', ...headers } }));
const withToken = () => health({ authorization: `Bearer ${TOKEN}` });

afterEach(() => {
  vi.unstubAllEnvs();
  forgetDependencies();
  forgetHealthMemory();
  forgetDatabaseOutage();
});
afterAll(() => vi.restoreAllMocks());

describeEachEngine(
  '/api/health',
  (ctx) => {
    it('answers 200 with the checks a load balancer needs, and no details without the token', async () => {
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      for (const response of [await health(), await health({ authorization: 'Bearer wrong' })]) {
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
          status: 'ok',
          checks: { database: 'ok', migrations: 'current', configuration: 'complete' },
        });
      }
    });

    it('shows the engine, migrations and adapters with HEALTH_TOKEN, and to no one without it', async () => {
      expect(await (await withToken()).json()).not.toHaveProperty('details');
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      const report = await (await withToken()).json();
      expect(report.details).toMatchObject({
        database: { engine: ctx.handle.engine, reachable: true },
        migrations: { current: true },
        configuration: [],
        adapters: {
          cms: 'local',
          email: 'outbox',
          flags: 'local',
          monitoring: 'off',
          addresses: 'bundled',
          images: 'local',
          jobs: 'in-process',
          payments: 'sandbox',
          mitid: 'off',
        },
        mitid: { configured: false },
        dependencies: {
          images: { adapter: 'local', state: 'unknown' },
          email: { adapter: 'outbox', state: 'unknown' },
          cms: { adapter: 'local', state: 'unknown' },
          flags: { adapter: 'local', state: 'unknown' },
          payments: { adapter: 'sandbox', state: 'unknown' },
        },
      });
      expect(report.details.migrations.applied).toBe(report.details.migrations.known);
      expect(report.details.database.latencyMs).toBeLessThan(2000);
      expect(report.details.jobs).toContainEqual({ job: 'deliver-emails', lastRun: null, last24h: { runs: 0, failures: 0 } });
    });

    it('says whether MitID is on and its broker reachable, and a half-done MitID setting is a configuration problem', async () => {
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      // A loopback port nobody listens on: the broker is configured but does not answer.
      vi.stubEnv('MITID_ISSUER_URL', 'http://127.0.0.1:9');
      vi.stubEnv('MITID_CLIENT_ID', 'hjemly');
      const half = await (await withToken()).json();
      expect(half.checks.configuration).toBe('incomplete');
      expect(half.details.configuration).toEqual([expect.stringMatching(/^MITID_CLIENT_SECRET missing/)]);
      vi.stubEnv('MITID_CLIENT_SECRET', 'broker-secret-never-shown');
      const response = await withToken();
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({
        checks: { configuration: 'complete' },
        details: { adapters: { mitid: 'oidc' }, mitid: { configured: true, discovery: 'unreachable' } },
      });
      expect(text).not.toContain('broker-secret-never-shown');
    });

    it('names the real adapters without leaking their URLs or keys', async () => {
      const secrets = {
        HEALTH_TOKEN: TOKEN,
        CMS_URL: 'https://cms.example.dk',
        CMS_TOKEN: 'cms-token-123',
        SMTP_URL: 'smtp://mailer:smtp-password@mail.example.dk:587',
        SENTRY_DSN: 'https://sentry-public-key@o1.ingest.sentry.io/42',
        UNLEASH_URL: 'https://unleash.example.dk/api/frontend',
        UNLEASH_CLIENT_KEY: 'unleash-key-123',
        ADDRESS_API_URL: 'https://api.dataforsyningen.dk',
      };
      for (const [name, value] of Object.entries(secrets)) vi.stubEnv(name, value);
      const text = await (await withToken()).text();
      expect(JSON.parse(text).details.adapters).toMatchObject({
        cms: 'strapi',
        email: 'smtp',
        flags: 'unleash',
        monitoring: 'on',
        addresses: 'dawa',
      });
      expect(JSON.parse(text).details.dependencies).toMatchObject({ cms: { adapter: 'strapi' }, email: { adapter: 'smtp' } });
      for (const value of Object.values(secrets).filter((v) => v.includes('://'))) expect(text).not.toContain(new URL(value).host);
      for (const secret of ['cms-token-123', 'smtp-password', 'sentry-public-key', 'unleash-key-123']) expect(text).not.toContain(secret);
    });

    it('shows what this node last saw of each outside service', async () => {
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_123');
      for (const [name, value] of Object.entries(S3)) vi.stubEnv(name, value);
      recordDependency('images', new Error('connect ECONNREFUSED 127.0.0.1:9'), new Date('2026-03-02T10:00:00Z'));
      recordDependency('payments', undefined, new Date('2026-03-02T10:01:00Z'));
      const { details } = await (await withToken()).json();
      expect(details.adapters.payments).toBe('stripe');
      expect(details.dependencies).toMatchObject({
        images: { adapter: 's3', state: 'failing', since: '2026-03-02T10:00:00.000Z', error: 'connect ECONNREFUSED 127.0.0.1:9' },
        payments: { adapter: 'stripe', state: 'ok', since: '2026-03-02T10:01:00.000Z' },
        email: { state: 'unknown' },
      });
    });

    it('says so when several nodes keep uploaded pictures on their own disks or have no SITE_URL, and names the storage in use', async () => {
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      const nodes = [];
      if (ctx.handle.engine === 'postgres') {
        const url = (ctx.handle.db as unknown as { $client: import('pg').Pool }).$client.options.connectionString!;
        vi.stubEnv('DATABASE_URL', url);
        for (let n = 0; n < 2; n += 1) nodes.push(announceNode(url));
        await Promise.all(nodes.map((node) => node.ready));
      }
      try {
        const local = await (await withToken()).json();
        expect(local.details.adapters.images).toBe('local');
        // The embedded database has one process: one node, nothing to warn about.
        if (ctx.handle.engine === 'postgres') {
          expect(local.warnings).toEqual([
            expect.stringMatching(/^Uploaded pictures .* but 2 nodes are running/),
            expect.stringMatching(/^SITE_URL is not set, but 2 nodes are running .* links of the mails/),
          ]);
          vi.stubEnv('SITE_URL', 'https://hjemly.dk');
          expect((await (await withToken()).json()).warnings).toEqual([expect.stringMatching(/^Uploaded pictures/)]);
        } else expect(local).not.toHaveProperty('warnings');
        vi.stubEnv('UPLOADS_SHARED', '1');
        expect(await (await withToken()).json()).toMatchObject({ status: 'ok', details: { adapters: { images: 'shared-disk' } } });
        vi.stubEnv('UPLOADS_SHARED', '');
        for (const [name, value] of Object.entries(S3)) vi.stubEnv(name, value);
        const shared = await (await withToken()).json();
        expect(shared.details.adapters.images).toBe('s3');
        expect(shared).not.toHaveProperty('warnings');
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    });

    it('answers 503 when the configuration lacks the shared auth secret', async () => {
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('DATABASE_URL', 'postgres://db.example.dk/hjemly');
      vi.stubEnv('BETTER_AUTH_SECRET', '');
      // Every other secret a production node with DATABASE_URL needs is there: only the one asked about is missing.
      vi.stubEnv('CPR_KEY', 'c'.repeat(64));
      vi.stubEnv('HEALTH_TOKEN', TOKEN);
      const response = await withToken();
      expect(response.status).toBe(503);
      const report = await response.json();
      expect(report).toMatchObject({ status: 'unavailable', checks: { database: 'ok', configuration: 'incomplete' } });
      expect(report.details.configuration).toEqual([expect.stringMatching(/^BETTER_AUTH_SECRET is missing/)]);
    });

    it('answers 503 while a migration this build knows is not applied', async () => {
      const [last] = (
        (await ctx.handle.db.execute(
          sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        )) as unknown as {
          rows: { id: number; created_at: string }[];
        }
      ).rows;
      await ctx.handle.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
      try {
        const response = await health();
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          status: 'unavailable',
          checks: { database: 'ok', migrations: 'pending', configuration: 'complete' },
        });
      } finally {
        await ctx.handle.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, 'restored', ${last!.created_at})`,
        );
      }
      expect((await health()).status).toBe(200);
    });
  },
  { install: true },
);

it('answers 503 when the database is down', async () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const closed = await connect({ pgliteDir: 'memory://' });
  await closed.close();
  installAsAppDatabase(closed);
  const response = await health();
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    status: 'unavailable',
    checks: { database: 'unreachable', migrations: 'unknown', configuration: 'complete' },
  });
  expect(quiet).toHaveBeenCalled();
});

it('readiness under load: a query that went through in the last second answers it, with no round trip of its own', async () => {
  // A pool whose every connection is lent out: a round trip of the probe's own would wait for good.
  const busy = () => new Promise<never>(() => {});
  const env = { DATABASE_URL: 'postgres://db.example.dk/app', BETTER_AUTH_SECRET: 'x'.repeat(40) };
  const now = Date.now();
  noteDatabaseAnswered(now - 300);
  const ready = await healthReport({ connectDb: busy, env });
  expect(ready.checks.database).toBe('ok');
  // The details measure the latency: they ask the database themselves (and here wait the 2 s out).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const measured = databaseHealth(busy, env, true);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await measured).toMatchObject({ reachable: false });
  vi.useRealTimers();
  // A failure since the last answer, or an answer too long ago: the probe asks for itself.
  noteIfUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), now - 100);
  expect(await databaseAnsweredFromMemory()).toBe(false);
  forgetDatabaseOutage();
  noteDatabaseAnswered(now - 1_500);
  expect(await databaseAnsweredFromMemory()).toBe(false);
});

const databaseAnsweredFromMemory = async () =>
  (await databaseHealth(() => Promise.reject(new Error('asked the database')), {}, false)).reachable;

it('counts a database that does not answer within 2 s as down', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const pending = databaseHealth(() => new Promise(() => {}), { DATABASE_URL: 'postgres://db.example.dk/app' });
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await pending).toEqual({ engine: 'postgres', reachable: false, latencyMs: null });
  vi.useRealTimers();
});
