import { beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { GET as searchGET } from '@/app/api/search/route';
import { GET as mapGET } from '@/app/api/search/map/route';
import { GET as configGET } from '@/app/api/white-label-config/[host]/route';
import { getCompanyPage, getEmbeddedListing, getGroupPage, getVisibleProperty } from '@/lib/catalogue/service';
import { wholePlatform } from '@/lib/catalogue/visibility';
import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { whiteLabelConfigs } from '@/lib/db/schema/white-label';
import { seed } from '@/lib/db/seed/seed';
import { popularCities } from '@/lib/search/service';
import type { MapResult, SearchPage } from '@/lib/search/schema';
import { searchWaitingLists } from '@/lib/waiting-lists/service';
import { upsert } from '@/lib/white-label/repository';
import { companyScopeFor } from '@/lib/white-label/service';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

const PLATFORM = 'localhost:3000';

function get(handler: typeof searchGET, path: string, host: string) {
  return handler(new Request(`http://${host}${path}`, { headers: { host } }));
}

describeEachEngine(
  'a white-label host shows only its companies',
  (ctx) => {
    // The 60 s config cache is process-wide: a host of its own per engine.
    const host = `scope-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.example`;
    const own = { company: 0, group: '', home: '', waitingList: '' };
    const other = { company: 0, group: '', home: '', waitingList: '' };
    let otherCompanySlug = '';
    let ownCompanySlug = '';

    beforeAll(async () => {
      const db = ctx.handle.db;
      const ownGroup = await createGroup(db);
      const otherGroup = await createGroup(db, { citySlug: 'odense', city: 'Odense' });
      own.company = ownGroup.companyId;
      own.group = ownGroup.slug;
      own.home = (await createHome(db, ownGroup.id, { lat: 56.15, lng: 10.2 })).slug;
      other.company = otherGroup.companyId;
      other.group = otherGroup.slug;
      other.home = (await createHome(db, otherGroup.id, { lat: 56.16, lng: 10.21, citySlug: 'odense', city: 'Odense' })).slug;
      own.waitingList = (await createGroup(db, { companyId: ownGroup.companyId, hasWaitingList: true })).slug;
      other.waitingList = (await createGroup(db, { companyId: otherGroup.companyId, hasWaitingList: true })).slug;
      const slugs = await db
        .select({ id: companies.id, slug: companies.slug })
        .from(companies)
        .where(inArray(companies.id, [ownGroup.companyId, otherGroup.companyId]));
      ownCompanySlug = slugs.find((c) => c.id === ownGroup.companyId)!.slug;
      otherCompanySlug = slugs.find((c) => c.id === otherGroup.companyId)!.slug;
      await upsert(db, {
        host,
        name: 'Fjordbo',
        isWhiteLabel: true,
        defaultPage: '/soeg',
        theme: {},
        companyIds: [ownGroup.companyId],
        showWholePlatform: true,
        embedOrigins: [],
      });
    });

    it('searches only its companies’ homes, over the API and on the map; the platform host searches all', async () => {
      const scoped = (await (await get(searchGET, '/api/search', host)).json()) as SearchPage;
      expect(scoped.items.map((h) => h.slug)).toEqual([own.home]);
      expect(scoped.total).toBe(1);
      const platform = (await (await get(searchGET, '/api/search', PLATFORM)).json()) as SearchPage;
      expect(platform.items.map((h) => h.slug).sort()).toEqual([own.home, other.home].sort());

      const bbox = '/api/search/map?bbox=10,56,10.5,56.3';
      const map = (await (await get(mapGET, bbox, host)).json()) as MapResult;
      expect(map.kind === 'points' && map.points.map((p) => p.slug)).toEqual([own.home]);
      const platformMap = (await (await get(mapGET, bbox, PLATFORM)).json()) as MapResult;
      expect(platformMap.total).toBe(2);
    });

    it('counts towns, lists waiting lists and embeds only for its companies', async () => {
      const scope = await companyScopeFor({ host, forwardedProto: null });
      expect(scope).toEqual({ companyIds: [own.company] });
      expect((await popularCities(scope)).map((c) => c.slug)).toEqual(['aarhus']);
      expect((await popularCities(wholePlatform)).map((c) => c.slug).sort()).toEqual(['aarhus', 'odense']);

      const lists = (await searchWaitingLists({}, scope)).items.map((l) => l.groupSlug);
      expect(lists).toEqual([own.waitingList]);
      expect((await searchWaitingLists({}, wholePlatform)).items.map((l) => l.groupSlug).sort()).toEqual(
        [own.waitingList, other.waitingList].sort(),
      );

      expect((await getEmbeddedListing(ownCompanySlug, 'da-DK', scope))?.homes.map((h) => h.slug)).toEqual([own.home]);
      expect(await getEmbeddedListing(otherCompanySlug, 'da-DK', scope)).toBeNull();
      expect(await getEmbeddedListing(otherCompanySlug, 'da-DK', wholePlatform)).not.toBeNull();
    });

    it('opens no page of another company’s home, group or company by direct link; the platform opens them all', async () => {
      const scope = await companyScopeFor({ host, forwardedProto: null });
      const shared = await createGroup(ctx.handle.db, { companyId: other.company, publicationStatus: PublicationStatus.SHAREABLE });
      expect(await getVisibleProperty(other.home, 'da-DK', scope)).toBeNull();
      expect(await getGroupPage(other.group, 'public', 'da-DK', scope)).toBeNull();
      expect(await getGroupPage(shared.slug, 'shareable', 'da-DK', scope)).toBeNull();
      expect(await getCompanyPage(otherCompanySlug, 'da-DK', scope)).toBeNull();

      expect((await getVisibleProperty(own.home, 'da-DK', scope))?.group.slug).toBe(own.group);
      expect((await getGroupPage(own.group, 'public', 'da-DK', scope))?.slug).toBe(own.group);
      expect((await getCompanyPage(ownCompanySlug, 'da-DK', scope))?.company.slug).toBe(ownCompanySlug);

      expect((await getVisibleProperty(other.home, 'da-DK', wholePlatform))?.group.slug).toBe(other.group);
      expect((await getGroupPage(other.group, 'public', 'da-DK', wholePlatform))?.slug).toBe(other.group);
      expect((await getGroupPage(shared.slug, 'shareable', 'da-DK', wholePlatform))?.slug).toBe(shared.slug);
      expect((await getCompanyPage(otherCompanySlug, 'da-DK', wholePlatform))?.company.slug).toBe(otherCompanySlug);
    });

    it('publishes whether it links to the whole platform; a host without companies shows all of it', async () => {
      const response = await configGET(new Request(`http://localhost/api/white-label-config/${host}`), {
        params: Promise.resolve({ host }),
      });
      expect(await response.json()).toMatchObject({ companyIds: [own.company], showWholePlatform: true });
      expect(await companyScopeFor({ host: PLATFORM, forwardedProto: null })).toEqual(wholePlatform);
      const empty = `${host}.empty`;
      await ctx.handle.db.insert(whiteLabelConfigs).values({ host: empty, name: 'Tom', companyIds: [] });
      expect(await companyScopeFor({ host: empty, forwardedProto: null })).toEqual(wholePlatform);
    });
  },
  { install: true },
);

describeEachEngine(
  'the demo white-label company',
  (ctx) => {
    beforeAll(async () => {
      await seed(ctx.handle.db, { properties: 3000 });
    }, 120_000);

    it('owns public groups with homes and a waiting list, and so does every other seeded company', async () => {
      const db = ctx.handle.db;
      const [config] = await db.select().from(whiteLabelConfigs).where(eq(whiteLabelConfigs.host, 'whitelabel.localhost'));
      expect(config.companyIds).toHaveLength(1);
      expect(config.showWholePlatform).toBe(true);
      const scope = { companyIds: config.companyIds };
      const publicHomes = await db
        .selectDistinct({ companyId: propertyGroups.companyId })
        .from(properties)
        .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
        .where(and(eq(properties.isPublic, true), eq(properties.availability, 'available')));
      const everyCompany = await db.select({ id: companies.id }).from(companies);
      expect(publicHomes.map((r) => r.companyId).sort()).toEqual(everyCompany.map((c) => c.id).sort());
      expect((await searchWaitingLists({}, scope)).items.length).toBeGreaterThan(0);
      const waitingListGroups = await db
        .select({ id: propertyGroups.id })
        .from(propertyGroups)
        .where(
          and(eq(propertyGroups.companyId, config.companyIds[0]), eq(propertyGroups.publicationStatus, PublicationStatus.WAITING_LIST)),
        );
      expect(waitingListGroups.length).toBeGreaterThan(0);
    });
  },
  { install: true },
);
