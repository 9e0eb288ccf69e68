import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { InMemoryStorageProvider, UnleashClient } from 'unleash-proxy-client';
import * as frontendRoute from '@/app/api/frontend/route';
import * as metricsRoute from '@/app/api/frontend/client/metrics/route';
import { featureFlags, flagMetrics } from '@/lib/db/schema/flags';
import { isServerFlagOn, refreshServerFlags, serverFlagsHealth, startServerFlags, stopServerFlags } from '@/lib/flags/server-client';
import { describeEachEngine } from './support/databases';

const ORIGIN = 'http://localhost:3000';
const DEV_KEY = '*:development.dev-secret';
const PROD_KEY = '*:production.prod-secret';
// A key without an environment part belongs to APP_ENV.
const PLAIN_KEY = 'plain-secret';

function getFlags(query = '', headers: Record<string, string> = {}, key: string | null = DEV_KEY) {
  return frontendRoute.GET(
    new Request(`${ORIGIN}/api/frontend${query}`, {
      headers: { host: 'localhost:3000', 'accept-language': 'en', ...(key ? { authorization: key } : {}), ...headers },
    }),
  );
}

function postMetrics(body: unknown, { key = DEV_KEY, origin = ORIGIN }: { key?: string; origin?: string } = {}) {
  return metricsRoute.POST(
    new Request(`${ORIGIN}/api/frontend/client/metrics`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { host: 'localhost:3000', 'accept-language': 'en', 'content-type': 'application/json', origin, authorization: key },
    }),
  );
}

async function toggleNames(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { toggles: { name: string }[] };
  return body.toggles.map((toggle) => toggle.name);
}

function report(toggles: Record<string, { yes: number; no: number; variants?: Record<string, number> }>) {
  return {
    appName: 'hjemly-web',
    instanceId: 'browser-1',
    bucket: { start: new Date().toISOString(), stop: new Date().toISOString(), toggles },
  };
}

beforeAll(() => {
  vi.stubEnv('APP_ENV', 'development');
  vi.stubEnv('UNLEASH_FRONTEND_TOKEN', `${DEV_KEY}, ${PROD_KEY},${PLAIN_KEY}`);
});
afterAll(() => vi.unstubAllEnvs());

describeEachEngine(
  'feature-flag frontend API',
  (ctx) => {
    const db = () => ctx.handle.db;
    const setEnabled = (name: string, environment: string, enabled: boolean) =>
      db()
        .update(featureFlags)
        .set({ enabled })
        .where(and(eq(featureFlags.environment, environment), eq(featureFlags.name, name)));

    afterEach(async () => {
      await db().delete(flagMetrics);
      await db().delete(featureFlags);
      await ctx.handle.db.execute(`insert into feature_flags (name, environment, enabled) values
        ('analytics', 'development', true), ('environment-watermark', 'development', false), ('environment-watermark-corner', 'development', true),
        ('analytics', 'production', true), ('environment-watermark', 'production', false), ('environment-watermark-corner', 'production', false)`);
    });

    it('lists only the enabled flags of the key’s environment, in the Unleash shape', async () => {
      const response = await getFlags('?appName=hjemly-web&environment=development');
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        toggles: [
          { name: 'analytics', enabled: true, variant: { name: 'disabled', enabled: false }, impressionData: false },
          { name: 'environment-watermark-corner', enabled: true, variant: { name: 'disabled', enabled: false }, impressionData: false },
        ],
      });
    });

    it('keeps environments apart', async () => {
      expect(await toggleNames(await getFlags('', {}, PROD_KEY))).toEqual(['analytics']);
      await db()
        .update(featureFlags)
        .set({ enabled: true, variant: { name: 'blue', enabled: true, payload: { type: 'string', value: 'b' } }, impressionData: true })
        .where(eq(featureFlags.name, 'environment-watermark'));
      await setEnabled('analytics', 'production', false);
      expect(await toggleNames(await getFlags('', {}, PROD_KEY))).toEqual(['environment-watermark']);
      expect(await toggleNames(await getFlags('', {}, DEV_KEY))).toEqual([
        'analytics',
        'environment-watermark',
        'environment-watermark-corner',
      ]);
      const { toggles } = (await (await getFlags('', {}, PROD_KEY)).json()) as { toggles: unknown[] };
      expect(toggles[0]).toEqual({
        name: 'environment-watermark',
        enabled: true,
        variant: { name: 'blue', enabled: true, payload: { type: 'string', value: 'b' } },
        impressionData: true,
      });
    });

    it('binds a key without an environment to APP_ENV', async () => {
      expect(await toggleNames(await getFlags('', {}, PLAIN_KEY))).toEqual(['analytics', 'environment-watermark-corner']);
    });

    it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
      const first = await getFlags();
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      // Context that does not change the answer does not change the tag either.
      const again = await getFlags('?sessionId=42&properties[city]=Aarhus', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-store');
      expect(await again.text()).toBe('');
      expect((await getFlags('', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);

      await setEnabled('analytics', 'development', false);
      const changed = await getFlags('', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(await toggleNames(changed)).toEqual(['environment-watermark-corner']);
    });

    it('takes the Unleash context parameters and refuses a context of another environment', async () => {
      const context = '?appName=hjemly-web&sessionId=123&properties[locale]=da-DK&properties[city]=Odense';
      expect((await getFlags(`${context}&environment=development`)).status).toBe(200);
      // The SDK sends `default` when the app names no environment: the key decides.
      expect((await getFlags(`${context}&environment=default`)).status).toBe(200);
      const other = await getFlags(`${context}&environment=production`);
      expect(other.status).toBe(401);
      expect(await other.text()).toBe('The key is invalid or belongs to another environment.');

      const tooMany = Array.from({ length: 51 }, (_, i) => `properties[p${i}]=x`).join('&');
      expect((await getFlags(`?${tooMany}`)).status).toBe(400);
      expect((await getFlags(`?appName=${'a'.repeat(1001)}`)).status).toBe(400);
    });

    it('refuses a wrong or missing key with 401', async () => {
      for (const key of ['*:development.guess', 'nope', null]) {
        const response = await getFlags('', {}, key);
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toContain('text/plain');
      }
    });

    it('adds metrics reports up per flag and hour, for flags that exist', async () => {
      expect(
        (await postMetrics(report({ analytics: { yes: 3, no: 1, variants: { disabled: 4 } }, 'made-up': { yes: 1, no: 0 } }))).status,
      ).toBe(202);
      expect((await postMetrics(report({ analytics: { yes: 2, no: 0, variants: { disabled: 1, blue: 1 } } }))).status).toBe(202);
      expect((await postMetrics(report({ analytics: { yes: 5, no: 5 } }), { key: PROD_KEY })).status).toBe(202);

      const rows = await db().select().from(flagMetrics).orderBy(flagMetrics.environment);
      expect(
        rows.map(({ environment, appName, flagName, yes, no, variants }) => ({ environment, appName, flagName, yes, no, variants })),
      ).toEqual([
        { environment: 'development', appName: 'hjemly-web', flagName: 'analytics', yes: 5, no: 1, variants: { disabled: 5, blue: 1 } },
        { environment: 'production', appName: 'hjemly-web', flagName: 'analytics', yes: 5, no: 5, variants: {} },
      ]);
      expect(rows[0].hour.getUTCMinutes()).toBe(0);
    });

    it('refuses metrics with a wrong key, a malformed body or a foreign Origin', async () => {
      const valid = report({ analytics: { yes: 1, no: 0 } });
      expect((await postMetrics(valid, { key: 'nope' })).status).toBe(401);
      expect((await postMetrics({ ...valid, bucket: { ...valid.bucket, toggles: { analytics: { yes: -1, no: 0 } } } })).status).toBe(400);
      expect((await postMetrics({ bucket: valid.bucket })).status).toBe(400);
      // A page elsewhere cannot report for us; the SDK on our own pages calls same-origin.
      expect((await postMetrics(valid, { origin: 'https://evil.example' })).status).toBe(403);
      expect(await db().select().from(flagMetrics)).toEqual([]);
    });

    it('serves the real unleash-proxy-client: toggles, ETag revalidation and metrics', async () => {
      const calls: { method: string; path: string; status: number }[] = [];
      const fetchThroughRoutes = async (url: string, init: RequestInit) => {
        const target = new URL(url);
        const request = new Request(url, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), host: target.host, origin: target.origin },
        });
        const response = target.pathname.endsWith('/client/metrics') ? await metricsRoute.POST(request) : await frontendRoute.GET(request);
        calls.push({ method: init.method ?? 'GET', path: `${target.pathname}${target.search}`, status: response.status });
        return response;
      };
      const client = new UnleashClient({
        url: `${ORIGIN}/api/frontend`,
        clientKey: DEV_KEY,
        appName: 'hjemly-web',
        environment: 'development',
        context: { properties: { locale: 'da-DK' } },
        storageProvider: new InMemoryStorageProvider(),
        fetch: fetchThroughRoutes,
        disableRefresh: true,
        metricsIntervalInitial: 0,
      });
      await client.start();
      expect(client.isEnabled('analytics')).toBe(true);
      expect(client.isEnabled('environment-watermark')).toBe(false);
      await client.updateToggles();
      await client.sendMetrics();
      client.stop();

      expect(calls[0].path).toMatch(/^\/api\/frontend\?.*appName=hjemly-web.*&properties%5Blocale%5D=da-DK/);
      expect(calls.map((call) => call.status)).toEqual([200, 304, 202]);
      const [row] = await db().select().from(flagMetrics).where(eq(flagMetrics.flagName, 'analytics'));
      expect(row).toMatchObject({ environment: 'development', yes: 1, no: 0 });
      const [watermark] = await db().select().from(flagMetrics).where(eq(flagMetrics.flagName, 'environment-watermark'));
      expect(watermark).toMatchObject({ yes: 0, no: 1 });
    });

    it('evaluates our own flags on the server with the same SDK, from the database', async () => {
      const backupDir = await mkdtemp(path.join(tmpdir(), 'hjemly-flags-'));
      try {
        await startServerFlags({ env: { APP_ENV: 'development', UNLEASH_FRONTEND_TOKEN: DEV_KEY }, backupDir });
        expect(serverFlagsHealth()).toBe('local: ready');
        expect(isServerFlagOn('analytics')).toBe(true);
        expect(isServerFlagOn('environment-watermark')).toBe(false);
        await setEnabled('environment-watermark', 'development', true);
        await refreshServerFlags();
        expect(isServerFlagOn('environment-watermark')).toBe(true);
      } finally {
        stopServerFlags();
        await rm(backupDir, { recursive: true, force: true });
      }
    });
  },
  { install: true },
);
