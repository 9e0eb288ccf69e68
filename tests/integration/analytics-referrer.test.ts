import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/user/referrer/route';
import { REFERRER_RATE_LIMIT, STORED_URL_MAX } from '@/lib/analytics/service';
import { referrerEvents } from '@/lib/db/schema/analytics';
import { whiteLabelConfigs } from '@/lib/db/schema/white-label';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { describeEachEngine } from './support/databases';
import { freshIp, ORIGIN, signedInUser } from './support/sessions';

type Call = { body?: unknown; raw?: string; origin?: string; host?: string; ip?: string; cookie?: string };

function postReferrer({ body, raw, origin = ORIGIN, host = 'localhost:3000', ip = freshIp(), cookie }: Call) {
  return POST(
    new Request(`${ORIGIN}/api/user/referrer`, {
      method: 'POST',
      body: raw ?? JSON.stringify(body),
      headers: {
        host,
        origin,
        'content-type': 'text/plain',
        'accept-language': 'en',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
    }),
  );
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-referrer-suite-0123456789');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

describeEachEngine(
  'POST /api/user/referrer',
  (ctx) => {
    const latest = async () => (await ctx.handle.db.select().from(referrerEvents).orderBy(desc(referrerEvents.id)).limit(1))[0];

    it('stores an anonymous visit and answers 204', async () => {
      const response = await postReferrer({
        body: { referrer: 'https://www.google.com/', url: 'http://localhost:3000/lejebolig?utm_source=google' },
      });
      expect(response.status).toBe(204);
      expect(await latest()).toMatchObject({
        referrer: 'https://www.google.com/',
        url: 'http://localhost:3000/lejebolig?utm_source=google',
        userId: null,
        whiteLabelHost: null,
      });
    });

    it('stores a direct visit without a referrer', async () => {
      expect((await postReferrer({ body: { referrer: '', url: 'http://localhost:3000/' } })).status).toBe(204);
      expect(await latest()).toMatchObject({ referrer: null, url: 'http://localhost:3000/' });
    });

    it('ties the visit to the signed-in person', async () => {
      const { id, cookie } = await signedInUser(ctx.handle.db);
      expect((await postReferrer({ cookie, body: { referrer: '', url: 'http://localhost:3000/konto' } })).status).toBe(204);
      expect((await latest()).userId).toBe(id);
    });

    it('records the white-label host it arrived on', async () => {
      const host = `bolig-${Date.now()}.fjordbo.dk`;
      await ctx.handle.db.insert(whiteLabelConfigs).values({ host, name: 'Fjordbo', companyIds: [1] });
      const response = await postReferrer({ host, origin: `https://${host}`, body: { referrer: '', url: `https://${host}/` } });
      expect(response.status).toBe(204);
      expect((await latest()).whiteLabelHost).toBe(host);
    });

    it('stores no CPR number, no personal parameter and no fragment, and cuts long URLs', async () => {
      const url = `http://localhost:3000/ventelister/0101901234?cpr=0101901234&email=a%40b.dk&side=2#010190-1234`;
      await postReferrer({ body: { referrer: 'https://partner.dk/?q=010190-1234', url } });
      expect(await latest()).toMatchObject({
        url: 'http://localhost:3000/ventelister/[redacted]?side=2',
        referrer: 'https://partner.dk/?q=[redacted]',
      });

      await postReferrer({ body: { referrer: '', url: `http://localhost:3000/soeg?q=${'a'.repeat(5000)}` } });
      expect((await latest()).url).toHaveLength(STORED_URL_MAX);
    });

    it('refuses a request from another site with 403 and stores nothing', async () => {
      const before = await latest();
      const response = await postReferrer({ origin: 'https://evil.example', body: { referrer: '', url: 'http://localhost:3000/' } });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('The request came from another website and was refused.');
      expect((await latest()).id).toBe(before.id);
    });

    it.each([
      ['no JSON', { raw: 'referrer=x' }],
      ['no url', { body: { referrer: '' } }],
      ['a url that is no web address', { body: { referrer: '', url: 'javascript:alert(1)' } }],
      ['a referrer that is not text', { body: { referrer: 5, url: 'http://localhost:3000/' } }],
      ['an oversized url', { body: { referrer: '', url: `http://localhost:3000/${'a'.repeat(9000)}` } }],
    ])('answers 400 to %s', async (_case, call) => {
      const response = await postReferrer(call);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/plain');
    });

    it('answers 429 once one address sent too many, and still serves other addresses', async () => {
      const ip = freshIp();
      const body = { referrer: '', url: 'http://localhost:3000/' };
      for (let i = 0; i < REFERRER_RATE_LIMIT.max; i++) expect((await postReferrer({ ip, body })).status).toBe(204);
      const limited = await postReferrer({ ip, body });
      expect(limited.status).toBe(429);
      expect(await limited.text()).toBe('Too many attempts. Please wait and try again.');
      expect((await postReferrer({ body })).status).toBe(204);
    });
  },
  { install: true },
);
