import { afterEach, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/white-label-config/[host]/route';
import { whiteLabelConfigs } from '@/lib/db/schema/white-label';
import { upsert } from '@/lib/white-label/repository';
import { getWhiteLabelConfig } from '@/lib/white-label/service';
import { describeEachEngine } from './support/databases';

function call(host: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/api/white-label-config/${encodeURIComponent(host)}`, { headers });
  return GET(request, { params: Promise.resolve({ host }) });
}

let hostCounter = 0;
function uniqueHost() {
  // The 60 s cache is process-wide; every test uses hosts of its own.
  return `brand${++hostCounter}-${Date.now()}.example`;
}

const theme = { faviconUrl: '/favicon-whitelabel.svg', colors: { primary: '#7a1f5c' } };

describeEachEngine(
  'GET /api/white-label-config/{host}',
  (ctx) => {
    afterEach(() => vi.useRealTimers());

    it('returns the config of a white-label host, without internal fields', async () => {
      const host = uniqueHost();
      await upsert(ctx.handle.db, {
        host,
        name: 'Fjordbo',
        isWhiteLabel: true,
        defaultPage: '/soeg',
        theme,
        companyIds: [7],
        embedOrigins: ['https://fjordbo.example'],
      });
      const response = await call(`${host.toUpperCase()}:3000`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        host,
        name: 'Fjordbo',
        isWhiteLabel: true,
        defaultPage: '/soeg',
        theme,
        companyIds: [7],
        showWholePlatform: false,
      });
    });

    it('answers hosts without a config with the platform default (not white-label)', async () => {
      const response = await call('unknown.example');
      expect(await response.json()).toMatchObject({ host: 'unknown.example', isWhiteLabel: false, defaultPage: '/' });
    });

    it('refuses a malformed host with a readable message in the caller’s language', async () => {
      const danish = await call('not a host');
      expect(danish.status).toBe(400);
      expect(danish.headers.get('content-type')).toContain('text/plain');
      expect(await danish.text()).toBe('Feltet host er ugyldigt.');
      const english = await call('not a host', { 'accept-language': 'en' });
      expect(await english.text()).toBe('The field host is invalid.');
    });

    it('serves a changed config after the 60 s cache expires, not before', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const host = uniqueHost();
      await upsert(ctx.handle.db, {
        host,
        name: 'Før',
        isWhiteLabel: true,
        defaultPage: '/soeg',
        theme: {},
        companyIds: [],
        embedOrigins: [],
      });
      expect((await getWhiteLabelConfig(host)).name).toBe('Før');

      await ctx.handle.db.update(whiteLabelConfigs).set({ name: 'Efter' }).where(eq(whiteLabelConfigs.host, host));
      vi.advanceTimersByTime(59_000);
      expect((await getWhiteLabelConfig(host)).name).toBe('Før');
      vi.advanceTimersByTime(2_000);
      expect((await getWhiteLabelConfig(host)).name).toBe('Efter');
    });
  },
  { install: true },
);
