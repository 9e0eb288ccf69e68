import { afterAll, beforeAll, expect, it } from 'vitest';
import * as groupRoute from '@/app/api/provider/v1/groups/[groupId]/route';
import * as groupStatusRoute from '@/app/api/provider/v1/groups/[groupId]/status/route';
import * as homeRoute from '@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/route';
import { companies } from '@/lib/db/schema/catalogue';
import { eq } from 'drizzle-orm';
import { createPageCache } from '@/scripts/page-cache';
import { entryFromResponse, type PageEntry } from '@/scripts/page-entry';
import { onPageChanges } from '@/lib/bridges/page-bridge';
import { describeEachEngine } from './support/databases';
import { companyWithKey, providerRequest, withParams } from './support/provider-requests';

const GROUP = { name: 'Havnehusene', street: 'Havnegade 12', postcode: '8000', description: 'Ved havnen.' };
const HOME = { floorDoor: '2. tv.', rooms: 3, sizeM2: 82, monthlyRent: 11950 };

const put = (key: string, group: string, body: unknown, home?: string) =>
  home
    ? homeRoute.PUT(providerRequest('PUT', `/groups/${group}/homes/${home}`, { key, body }), withParams({ groupId: group, homeId: home }))
    : groupRoute.PUT(providerRequest('PUT', `/groups/${group}`, { key, body }), withParams({ groupId: group }));
const publish = (key: string, group: string) =>
  groupStatusRoute.PUT(
    providerRequest('PUT', `/groups/${group}/status`, { key, body: { status: 'PUBLISHED' } }),
    withParams({ groupId: group }),
  );

describeEachEngine(
  'page cache: a landlord write renders again only the pages it changed',
  (ctx) => {
    let announced: string[][] = [];
    let stop: () => void;
    beforeAll(() => {
      stop = onPageChanges((tags) => announced.push([...tags]));
    });
    afterAll(() => stop());

    it('a new rent purges its home, its group, its town, its company and the listings, nothing else', async () => {
      const { db } = ctx.handle;
      const { companyId, key } = await companyWithKey(db);
      const [company] = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId));
      const group = (await (await put(key, 'G1', GROUP)).json()) as { slug: string };
      expect((await put(key, 'G1', HOME, 'H1')).status).toBe(201);
      expect((await publish(key, 'G1')).status).toBe(200);

      // The pages as they tag themselves when the cache renders them (lib/cache/page-tags.ts).
      const pagesTagged: Record<string, string[]> = {
        '/bolig/the-home': [`group:${group.slug}`],
        [`/ejendom/${group.slug}`]: [`group:${group.slug}`],
        '/lejebolig/aarhus': ['town:aarhus'],
        '/soeg?sted=city:aarhus': ['listings'],
        [`/virksomhed/${company.slug}`]: [`company:${company.slug}`],
        '/bolig/elsewhere': ['group:another-group'],
        '/ejendom/another-group': ['group:another-group'],
        '/lejebolig/odense': ['town:odense'],
        '/virksomhed/another-company': ['company:another-company'],
        '/om-os': [],
      };
      const rendered: string[] = [];
      const cache = createPageCache({
        load: async (url) => {
          rendered.push(url);
          const page = { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" };
          return entryFromResponse(200, page, Buffer.from(url), pagesTagged[url]) as PageEntry;
        },
        maxBytes: 1_000_000,
      });
      const stopCache = onPageChanges((tags) => cache.invalidate(tags));
      try {
        for (const url of Object.keys(pagesTagged)) await cache.get(url);
        rendered.length = 0;
        announced = [];

        expect((await put(key, 'G1', { ...HOME, monthlyRent: 10950 }, 'H1')).status).toBe(200);
        for (const url of Object.keys(pagesTagged)) await cache.get(url);

        expect(announced).toEqual([[`group:${group.slug}`, 'town:aarhus', `company:${company.slug}`, 'listings']]);
        expect(rendered).toEqual([
          '/bolig/the-home',
          `/ejendom/${group.slug}`,
          '/lejebolig/aarhus',
          '/soeg?sted=city:aarhus',
          `/virksomhed/${company.slug}`,
        ]);
      } finally {
        stopCache();
      }
    });

    it('a group that moves purges the town it left and the one it joined', async () => {
      const { key } = await companyWithKey(ctx.handle.db);
      await put(key, 'G2', GROUP);
      announced = [];
      expect((await put(key, 'G2', { ...GROUP, street: 'Vestergade 1', postcode: '5000' })).status).toBe(200);
      expect(announced).toHaveLength(1);
      expect(announced[0]).toEqual(expect.arrayContaining(['town:aarhus', 'town:odense', 'listings']));
    });

    it('a write that is refused announces nothing', async () => {
      const { key } = await companyWithKey(ctx.handle.db);
      announced = [];
      expect((await put(key, 'NO-SUCH-GROUP', HOME, 'H1')).status).toBe(404);
      expect(announced).toEqual([]);
    });
  },
  { install: true },
);
