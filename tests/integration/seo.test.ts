import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as sitemapIndexGET } from '@/app/sitemap.xml/route';
import { GET as sitemapFileGET } from '@/app/sitemaps/[id]/route';
import { listEntries } from '@/lib/content/collections';
import { companies, PublicationStatus } from '@/lib/db/schema/catalogue';
import { openHouseEvents } from '@/lib/db/schema/open-house';
import { requestSite } from '@/lib/http/request-site';
import { locales } from '@/lib/i18n/routing';
import { getDefaultSocialImage, getRobots } from '@/lib/seo/service';
import { openSitemapFile, type SitemapSources } from '@/lib/seo/sitemap';
import { upsert } from '@/lib/white-label/repository';
import { indexEntries, urlEntries } from '../unit/seo-xml';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { readSitemaps, text } from './support/sitemaps';

const O = 'https://hjemly.test';

const requestHeaders = (host: string, proto?: string) => new Headers({ host, ...(proto ? { 'x-forwarded-proto': proto } : {}) });

describeEachEngine(
  'sitemaps',
  (ctx) => {
    const slugs: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const published = new Date('2026-02-03T04:05:06.000Z');
    let sources: SitemapSources;
    const previousSiteUrl = process.env.SITE_URL;

    beforeAll(async () => {
      const db = ctx.handle.db;
      process.env.SITE_URL = O;
      sources = { db, listEntries, origin: new URL(O) };
      const group = async (name: string, publicationStatus: PublicationStatus) => {
        const row = await createGroup(db, { publicationStatus });
        slugs[name] = row.slug;
        ids[name] = row.id;
        return row;
      };
      const home = async (name: string, groupId: number, overrides: Parameters<typeof createHome>[2] = {}) => {
        const row = await createHome(db, groupId, overrides);
        slugs[name] = row.slug;
        ids[name] = row.id;
      };
      const pub = await group('publishedGroup', PublicationStatus.PUBLISHED);
      await home('publicHome', pub.id, { publishedAt: published });
      await home('rentedHome', pub.id, { availability: 'rented' });
      const wait = await group('waitingListGroup', PublicationStatus.WAITING_LIST);
      await home('waitingListHome', wait.id);
      await home('odenseNewBuild', wait.id, { isNewBuild: true, city: 'Odense', citySlug: 'odense' });
      await home('unknownTownHome', wait.id, { city: 'Atlantis', citySlug: 'atlantis' });
      const shared = await group('shareableGroup', PublicationStatus.SHAREABLE);
      await home('shareableHome', shared.id);
      await home('shareableVejleHome', shared.id, { city: 'Vejle', citySlug: 'vejle' });
      const hidden = await group('unpublishedGroup', PublicationStatus.UNPUBLISHED);
      await home('unpublishedHome', hidden.id, { city: 'Vejle', citySlug: 'vejle' });
      await home('unpublishedNewBuild', hidden.id, { isNewBuild: true });
      const [special] = await db.insert(companies).values({ slug: 'boliger&co', name: 'Boliger & Co' }).returning();
      slugs.specialCompany = special.slug;
    });

    afterAll(() => {
      if (previousSiteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previousSiteUrl;
    });

    it('lists public groups and their homes, and never hidden or shareable groups or their homes', async () => {
      const { locs } = await readSitemaps(sources);
      for (const name of ['publicHome', 'rentedHome', 'waitingListHome', 'odenseNewBuild']) {
        expect(locs, name).toContain(`${O}/bolig/${slugs[name]}`);
      }
      for (const name of ['publishedGroup', 'waitingListGroup']) expect(locs, name).toContain(`${O}/ejendom/${slugs[name]}`);
      const never = ['shareableHome', 'shareableVejleHome', 'unpublishedHome', 'unpublishedNewBuild', 'shareableGroup', 'unpublishedGroup'];
      for (const name of never) {
        expect(
          [...locs].filter((loc) => loc.endsWith(`/${slugs[name]}`)),
          name,
        ).toEqual([]);
      }
      expect([...locs].filter((loc) => loc.includes('/ejendom/shared/'))).toEqual([]);
    });

    it('lists each page in both locales with hreflang alternates and x-default, dated by its publication', async () => {
      const { urls } = await readSitemaps(sources);
      const da = `${O}/bolig/${slugs.publicHome}`;
      const en = `${O}/en-DK/bolig/${slugs.publicHome}`;
      const entries = urls.filter((url) => url.loc === da || url.loc === en);
      expect(entries.map((url) => url.loc).sort()).toEqual([da, en]);
      for (const entry of entries) {
        expect(entry.alternates).toEqual({ 'da-DK': da, 'en-DK': en, 'x-default': da });
        expect(entry.lastmod).toBe(published.toISOString());
      }
    });

    it('has a town page per town with public homes, and a new-build town page only where there are new builds', async () => {
      const { locs } = await readSitemaps(sources);
      const towns = [...locs].filter((loc) => /\/(lejebolig|nybyggeri)\/[^/]+$/.test(loc) && !loc.includes('/en-DK/'));
      // Vejle has only hidden homes; Atlantis is not a town with a page.
      expect(towns.sort()).toEqual([`${O}/lejebolig/aarhus`, `${O}/lejebolig/odense`, `${O}/nybyggeri/odense`]);
      expect(locs).toContain(`${O}/en-DK/nybyggeri/odense`);
    });

    it('lists the indexable static pages and every CMS entry in both locales, and no personal page', async () => {
      const { locs } = await readSitemaps(sources);
      for (const path of ['', '/om-os', '/soeg', '/soeg-ventelister', '/lejebolig', '/byguides', '/ordbog']) {
        expect(locs).toContain(`${O}${path || '/'}`);
        expect(locs).toContain(`${O}/en-DK${path}`);
      }
      for (const loc of locs) {
        // The first path segment: a glossary term may well be called "fremvisning".
        expect(loc.slice(O.length)).not.toMatch(
          /^(\/en-DK)?\/(konto|anmodning|ventelister|abonnementer|gemte-soegninger|interesselister|fremvisning|evaluering|tilbud|betaling|embed)(\/|$)|\?/,
        );
      }
      const collections = [
        ['articles', 'artikler'],
        ['city-guides', 'byguides'],
        ['glossary-terms', 'ordbog'],
      ] as const;
      for (const [collection, segment] of collections) {
        for (const locale of locales) {
          const entries = await listEntries(collection, locale);
          expect(entries.length, collection).toBeGreaterThan(0);
          const prefix = locale === 'da-DK' ? '' : `/${locale}`;
          for (const { slug } of entries) expect(locs).toContain(`${O}${prefix}/${segment}/${slug}`);
        }
      }
    });

    it('links a CMS entry to its translation under the other locale’s slug, dated by its last change', async () => {
      const { urls } = await readSitemaps(sources);
      const da = `${O}/artikler/depositum-og-forudbetalt-leje`;
      const en = `${O}/en-DK/artikler/deposit-and-prepaid-rent`;
      const entries = urls.filter((url) => url.loc === da || url.loc === en);
      expect(entries.map((url) => url.loc).sort()).toEqual([da, en]);
      const [daEntry, enEntry] = await Promise.all(
        locales.map(async (locale) =>
          (await listEntries('articles', locale)).find((e) =>
            e.localizations.some((l) => l.slug && [da, en].some((u) => u.endsWith(`/${l.slug}`))),
          ),
        ),
      );
      const newest = new Date(Math.max(Date.parse(daEntry!.updatedAt), Date.parse(enEntry!.updatedAt))).toISOString();
      for (const entry of entries) {
        expect(entry.alternates).toEqual({ 'da-DK': da, 'en-DK': en, 'x-default': da });
        expect(new Date(entry.lastmod!).toISOString()).toBe(newest);
      }
      expect(urls.filter((url) => url.loc === `${O}/en-DK/artikler/depositum-og-forudbetalt-leje`)).toEqual([]);
    });

    it('dates the pages whose text is a CMS single type by its newest version, and leaves the rest undated', async () => {
      const updated = { 'da-DK': '2026-03-01T10:00:00.000Z', 'en-DK': '2026-04-02T10:00:00.000Z' } as const;
      const dated = {
        ...sources,
        singleUpdatedAt: async (type: string, locale: keyof typeof updated) => (type === 'privacy' ? updated[locale] : null),
      };
      const { urls } = await readSitemaps(dated as SitemapSources);
      const privacy = urls.filter((url) => url.loc === `${O}/privatliv` || url.loc === `${O}/en-DK/privatliv`);
      expect(privacy.length).toBeGreaterThan(0);
      for (const url of privacy) expect(url.lastmod).toBe(updated['en-DK']);
      expect(urls.find((url) => url.loc === `${O}/om-os`)?.lastmod).toBeUndefined();
    });

    it('lists the open-house page of a public group with an open house to come, not one that is over, cancelled or hidden', async () => {
      const db = ctx.handle.db;
      const now = new Date('2026-05-01T10:00:00.000Z');
      const event = (group: string, startsAt: string, cancelledAt: Date | null = null) => ({
        groupId: ids[group],
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 7_200_000),
        place: 'Ved porten',
        capacity: 10,
        cancelledAt,
        updatedAt: published,
      });
      await db
        .insert(openHouseEvents)
        .values([
          event('publishedGroup', '2026-05-10T09:00:00.000Z'),
          event('waitingListGroup', '2026-04-10T09:00:00.000Z'),
          event('waitingListGroup', '2026-05-12T09:00:00.000Z', now),
          event('unpublishedGroup', '2026-05-12T09:00:00.000Z'),
        ]);
      const { locs, urls } = await readSitemaps({ ...sources, now });
      const pages = [...locs].filter((loc) => loc.endsWith('/aabent-hus'));
      expect(pages.sort()).toEqual([
        `${O}/ejendom/${slugs.publishedGroup}/aabent-hus`,
        `${O}/en-DK/ejendom/${slugs.publishedGroup}/aabent-hus`,
      ]);
      expect(urls.find((url) => url.loc === pages[1])?.lastmod).toBe(published.toISOString());
      // Once it is over, the page leaves the sitemap.
      const later = await readSitemaps({ ...sources, now: new Date('2026-06-01T00:00:00.000Z') });
      expect([...later.locs].filter((loc) => loc.endsWith('/aabent-hus'))).toEqual([]);
    });

    it('lists companies, escaping & in the XML', async () => {
      const { locs } = await readSitemaps(sources);
      expect(locs).toContain(`${O}/virksomhed/boliger&co`);
      const file = await openSitemapFile(sources, 'companies-0.xml');
      const xml = await text(file!);
      expect(xml).toContain('/virksomhed/boliger&amp;co<');
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    });

    it('cuts files at the id boundaries, never past the limit, each page in exactly one file', async () => {
      const size = 3;
      const small = await readSitemaps({ ...sources, pagesPerSitemap: size, batchSize: 2 });
      const whole = await readSitemaps(sources);
      for (const [name, urls] of small.files) expect(urls.length, name).toBeLessThanOrEqual(size * locales.length);
      expect(small.urls.length).toBe(whole.urls.length);
      expect(small.locs).toEqual(whole.locs);
      expect(small.locs.size).toBe(small.urls.length);
      // Every listed home sits in the file of its id window, and the index names only non-empty windows.
      const listed = ['publicHome', 'rentedHome', 'waitingListHome', 'odenseNewBuild', 'unknownTownHome'];
      const windows = new Set(listed.map((name) => Math.floor(ids[name] / size)));
      for (const name of listed) {
        const file = small.files.get(`properties-${Math.floor(ids[name] / size)}.xml`) ?? [];
        expect(
          file.map((url) => url.loc),
          name,
        ).toContain(`${O}/bolig/${slugs[name]}`);
      }
      expect([...small.files.keys()].filter((name) => name.startsWith('properties-')).sort()).toEqual(
        [...windows].map((w) => `properties-${w}.xml`).sort(),
      );
      expect(whole.files.size).toBe(4);
    });

    it('answers unknown and empty files with null, so the route 404s', async () => {
      for (const name of ['properties-999.xml', 'pages-99.xml', 'sitemap.xml', 'properties-0']) {
        expect(await openSitemapFile(sources, name), name).toBeNull();
      }
    });

    it('serves the index and the files as XML over HTTP, on SITE_URL', async () => {
      const index = await sitemapIndexGET(new Request(`${O}/sitemap.xml`));
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const locs = indexEntries(await index.text()).map((entry) => entry.loc);
      expect(locs).toContain(`${O}/sitemaps/properties-0.xml`);

      const call = (id: string) => sitemapFileGET(new Request(`${O}/sitemaps/${id}`), { params: Promise.resolve({ id }) });
      const file = await call('properties-0.xml');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(urlEntries(await file.text()).map((url) => url.loc)).toContain(`${O}/bolig/${slugs.publicHome}`);
      const missing = await call('properties-999.xml');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('text/plain');
    });

    it('points robots.txt at the sitemap of the host: its own on a white-label host, SITE_URL elsewhere', async () => {
      const host = `seo-${Date.now()}.example`;
      await upsert(ctx.handle.db, {
        host,
        name: 'Fjordbo',
        isWhiteLabel: true,
        defaultPage: '/soeg',
        theme: {},
        companyIds: [],
        embedOrigins: [],
      });
      const plain = `seo-plain-${Date.now()}.example`;
      await upsert(ctx.handle.db, {
        host: plain,
        name: 'Plain',
        isWhiteLabel: false,
        defaultPage: '/',
        theme: {},
        companyIds: [],
        embedOrigins: [],
      });
      expect((await getRobots(requestSite(requestHeaders(`${host}:8080`)))).sitemap).toBe(`https://${host}:8080/sitemap.xml`);
      expect((await getRobots(requestSite(requestHeaders(host, 'http')))).sitemap).toBe(`http://${host}/sitemap.xml`);
      expect((await getRobots(requestSite(requestHeaders(plain)))).sitemap).toBe(`${O}/sitemap.xml`);
      expect((await getRobots(requestSite(requestHeaders('unknown.example')))).sitemap).toBe(`${O}/sitemap.xml`);
      expect((await getRobots(requestSite(new Headers()))).sitemap).toBe(`${O}/sitemap.xml`);
    });
  },
  { install: true },
);

describe('default social image', () => {
  it('comes from the CMS general block with its alt text in each locale', async () => {
    expect(await getDefaultSocialImage('da-DK', 'Hjemly')).toEqual({
      url: '/social-default.png',
      width: 1200,
      height: 630,
      alt: 'Hjemly – lejeboliger i hele Danmark',
    });
    expect((await getDefaultSocialImage('en-DK', 'Hjemly')).alt).toBe('Hjemly – rental homes all over Denmark');
  });
});
