import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import { connect } from '@/lib/db/connect';
import { databaseHealth } from '@/lib/monitoring/health';
import { describeEachEngine, installAsAppDatabase } from './support/databases';

const health = () => GET(new Request('http://localhost:3000/api/health', { headers: { host: 'localhost:3000' } }));

afterEach(() => vi.unstubAllEnvs());
afterAll(() => vi.restoreAllMocks());

describeEachEngine(
  '/api/health',
  (ctx) => {
    it('reports the database and the adapters in use, 200 when healthy', async () => {
      const response = await health();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const report = await response.json();
      expect(report).toMatchObject({
        status: 'ok',
        database: { engine: ctx.handle.engine, reachable: true },
        adapters: { cms: 'local', email: 'outbox', flags: 'local', monitoring: 'off', addresses: 'bundled', images: 'local', jobs: 'in-process' },
      });
      expect(report.database.latencyMs).toBeGreaterThanOrEqual(0);
      expect(report.database.latencyMs).toBeLessThan(2000);
    });

    it('names the real adapters without leaking their URLs or keys', async () => {
      const secrets = {
        CMS_URL: 'https://cms.example.dk',
        CMS_TOKEN: 'cms-token-123',
        SMTP_URL: 'smtp://mailer:smtp-password@mail.example.dk:587',
        SENTRY_DSN: 'https://sentry-public-key@o1.ingest.sentry.io/42',
        UNLEASH_URL: 'https://unleash.example.dk/api/frontend',
        UNLEASH_CLIENT_KEY: 'unleash-key-123',
        ADDRESS_API_URL: 'https://api.dataforsyningen.dk',
      };
      for (const [name, value] of Object.entries(secrets)) vi.stubEnv(name, value);
      const response = await health();
      const text = await response.text();
      expect(JSON.parse(text).adapters).toMatchObject({ cms: 'strapi', email: 'smtp', flags: 'unleash', monitoring: 'on', addresses: 'dawa' });
      for (const value of Object.values(secrets).filter((v) => v.includes('://'))) expect(text).not.toContain(new URL(value).host);
      for (const secret of ['cms-token-123', 'smtp-password', 'sentry-public-key', 'unleash-key-123']) expect(text).not.toContain(secret);
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
  expect(await response.json()).toMatchObject({ status: 'unavailable', database: { engine: 'pglite', reachable: false, latencyMs: null } });
  expect(quiet).toHaveBeenCalled();
});

it('counts a database that does not answer within 2 s as down', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const pending = databaseHealth(() => new Promise(() => {}), { DATABASE_URL: 'postgres://db.example.dk/app' });
  await vi.advanceTimersByTimeAsync(2_000);
  expect(await pending).toEqual({ engine: 'postgres', reachable: false, latencyMs: null });
  vi.useRealTimers();
});
