import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET as searchGET } from '@/app/api/search/route';
import { GET as mapGET } from '@/app/api/search/map/route';
import { wholePlatform } from '@/lib/catalogue/visibility';
import { parseSearchQuery, toSearchParams } from '@/lib/search/parse-query';
import type { MapResult, SearchPage } from '@/lib/search/schema';
import { searchProperties } from '@/lib/search/service';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import { seed } from '@/lib/db/seed/seed';
import { insertImages } from '@/lib/images/repository';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

async function slugsFor(params: Record<string, string>) {
  const page = await searchProperties(parseSearchQuery(params), 'da-DK', wholePlatform, 200);
  return page.items.map((i) => i.slug).sort();
}

describeEachEngine(
  'search filters',
  (ctx) => {
    const homes: Record<string, string> = {};

    beforeAll(async () => {
      const db = ctx.handle.db;
      const group = await createGroup(db);
      const add = async (name: string, overrides: Parameters<typeof createHome>[2]) => {
        homes[name] = (await createHome(db, group.id, overrides)).slug;
      };
      await add('plain', {});
      await add('cheapSmall', { monthlyRent: 4500, sizeM2: 30, rooms: 1 });
      await add('bigHouse', { type: 'house', monthlyRent: 16000, sizeM2: 150, rooms: 5, plotArea: 600 });
      await add('copenhagen', {
        citySlug: 'koebenhavn',
        city: 'København',
        postcode: '2200',
        postcodeName: 'København N',
        municipalityCode: '0101',
        lat: 55.69,
        lng: 12.55,
      });
      await add('upcoming', { vacancyDate: '2099-06-01', isNewBuild: true });
      await add('petsFurnished', { petsAllowed: true, furnished: true });
      await add('shareableLift', { shareable: true, elevator: true });
      await add('balcony', { balconies: 1, balconyOrientation: 5 });
      await add('terrace', { terraces: 1 });
      await add('parkingEv', { parking: 1, evCharger: 3 });
      await add('energyA', { energyLabel: 'A2020' });
      await add('energyC', { energyLabel: 'C' });
      await add('senior', { onlyFor: 2, tenantTags: ['DK:type:senior'] });
      await add('student', { onlyFor: 1, tenantTags: ['DK:type:student'] });
      await add('shortLet', { rentalPeriod: 'under12Months' });
      await add('textMatch', { descriptionHeadline: 'Penthouse med tagterrasse og havudsigt' });
      await add('rented', { availability: 'rented' });
      const pictures = await insertImages(db, [
        { kind: 'interior', seed: 1, altDa: 'Stue', altEn: 'Living room' },
        { kind: 'facade', seed: 2, altDa: 'Facade', altEn: 'Facade' },
      ]);
      await add('pictured', { imageIds: pictures });
      const [privatePicture] = await insertImages(db, [{ kind: 'interior', seed: 3, altDa: 'Privat', altEn: 'Private', isPublic: false }]);
      await add('privatePicture', { imageIds: [privatePicture, ...pictures] });
      const hiddenGroup = await createGroup(db, { publicationStatus: PublicationStatus.UNPUBLISHED });
      homes.hidden = (await createHome(db, hiddenGroup.id)).slug;
    });

    const visible = () =>
      Object.entries(homes)
        .filter(([k]) => k !== 'rented' && k !== 'hidden')
        .map(([, s]) => s)
        .sort();
    const only = (...names: string[]) => names.map((n) => homes[n]).sort();

    it('shows every public home that is not let, and never hidden or let ones', async () => {
      expect(await slugsFor({})).toEqual(visible());
    });

    it.each([
      [{ sted: 'city:koebenhavn' }, ['copenhagen']],
      [{ sted: 'postcode:2200' }, ['copenhagen']],
      [{ sted: 'municipality:0101' }, ['copenhagen']],
      [{ rentMax: '5000' }, ['cheapSmall']],
      [{ rentMin: '15000' }, ['bigHouse']],
      [{ sizeMin: '100' }, ['bigHouse']],
      [{ sizeMax: '40' }, ['cheapSmall']],
      [{ roomsMin: '4' }, ['bigHouse']],
      [{ roomsMax: '1' }, ['cheapSmall']],
      [{ type: 'house' }, ['bigHouse']],
      [{ availableFrom: '2099-01-01' }, ['upcoming']],
      [{ newBuild: '1' }, ['upcoming']],
      [{ pets: '1' }, ['petsFurnished']],
      [{ furnished: '1' }, ['petsFurnished']],
      [{ shareable: '1' }, ['shareableLift']],
      [{ elevator: '1' }, ['shareableLift']],
      [{ balcony: '1' }, ['balcony', 'terrace']],
      [{ parking: '1' }, ['parkingEv']],
      [{ evCharger: '1' }, ['parkingEv']],
      [{ energyLabel: 'B' }, ['energyA']],
      [{ energyLabel: 'C' }, ['energyA', 'energyC']],
      [{ tenant: 'senior' }, ['senior']],
      [{ tenant: 'student' }, ['student']],
      [{ rentalPeriod: 'under12Months' }, ['shortLet']],
      [{ q: 'penthouse tagterr' }, ['textMatch']],
      [{ pets: '1', furnished: '1', rentMax: '9000' }, ['petsFurnished']],
    ])('filters by %o', async (params, expected) => {
      expect(await slugsFor(params as Record<string, string>)).toEqual(only(...expected));
    });

    it('shows homes free later unless they are left out: "also show upcoming homes" never removes one', async () => {
      expect(await slugsFor({ upcoming: '1' })).toEqual(visible());
      const withoutUpcoming = visible().filter((slug) => slug !== homes.upcoming);
      expect(await slugsFor({ upcoming: '0' })).toEqual(withoutUpcoming);
      expect(await slugsFor({ newBuild: '1', upcoming: '0' })).toEqual([]);
      // A form without JavaScript sends the hidden "off" value and, when ticked, the box's after it.
      expect(await slugsFor({ upcoming: ['0', '1'] } as never)).toEqual(visible());
      const api = (await (await searchGET(new Request('http://localhost/api/search?upcoming=0'))).json()) as SearchPage;
      expect(api.total).toBe(withoutUpcoming.length);
      expect(toSearchParams(parseSearchQuery({ upcoming: '0' }))).toEqual({ upcoming: '0' });
      expect(toSearchParams(parseSearchQuery({ upcoming: '1' }))).toEqual({});
    });

    it('excludes senior and student homes on request', async () => {
      const slugs = await slugsFor({ tenant: 'none' });
      expect(slugs).not.toContain(homes.senior);
      expect(slugs).not.toContain(homes.student);
      expect(slugs).toContain(homes.plain);
    });

    it.each([
      ['rentAsc', (a: number, b: number) => a <= b, 'monthlyRent'],
      ['rentDesc', (a: number, b: number) => a >= b, 'monthlyRent'],
      ['sizeAsc', (a: number, b: number) => a <= b, 'sizeM2'],
      ['sizeDesc', (a: number, b: number) => a >= b, 'sizeM2'],
    ] as const)('sorts by %s', async (sort, inOrder, field) => {
      const page = await searchProperties(parseSearchQuery({ sort }), 'da-DK', wholePlatform, 200);
      const values = page.items.map((i) => i[field]);
      expect(values.every((v, i) => i === 0 || inOrder(values[i - 1], v))).toBe(true);
    });

    it("gives each card its first picture's alt text in the language asked for, none without a public picture", async () => {
      const cards = async (locale: 'da-DK' | 'en-DK') => (await searchProperties(parseSearchQuery({}), locale, wholePlatform, 200)).items;
      const pictured = (await cards('da-DK')).find((card) => card.slug === homes.pictured);
      expect(pictured).toMatchObject({ imageId: expect.any(Number), imageAlt: 'Stue' });
      expect((await cards('en-DK')).find((card) => card.slug === homes.pictured)?.imageAlt).toBe('Living room');
      expect((await cards('da-DK')).find((card) => card.slug === homes.plain)).toMatchObject({ imageId: null, imageAlt: '' });
      // A private first picture is not shown, nor its text, as on the catalogue's cards.
      expect((await cards('da-DK')).find((card) => card.slug === homes.privatePicture)).toMatchObject({ imageId: null, imageAlt: '' });
    });

    it('answers the HTTP API with JSON and refuses bad filters with a message', async () => {
      const ok = await searchGET(new Request('http://localhost/api/search?rentMax=5000'));
      expect(ok.status).toBe(200);
      const body = (await ok.json()) as SearchPage;
      expect(body.items.map((i) => i.slug)).toEqual([homes.cheapSmall]);
      expect(body.total).toBe(1);

      const bad = await searchGET(new Request('http://localhost/api/search?rentMax=lots', { headers: { 'accept-language': 'en' } }));
      expect(bad.status).toBe(400);
      expect(await bad.text()).toBe('The field rentMax is invalid.');
    });

    it('finds the homes inside a map area', async () => {
      const response = await mapGET(new Request('http://localhost/api/search/map?bbox=12.4,55.6,12.7,55.8'));
      const result = await response.json();
      expect(result).toMatchObject({ kind: 'points', total: 1 });
      expect(result.points.map((p: { slug: string }) => p.slug)).toEqual([homes.copenhagen]);
    });
  },
  { install: true },
);

describeEachEngine(
  'keyset pagination',
  (ctx) => {
    beforeAll(async () => {
      await seed(ctx.handle.db, { properties: 240 });
      // Ties on the sort value are where keyset pagination usually breaks.
      await ctx.handle.db.execute(sql`update properties set monthly_rent = 9000 where id % 3 = 0`);
      await ctx.handle.db.execute(sql`update properties set published_at = now() - interval '1 microsecond' * (id % 5) where id % 4 = 0`);
    });

    it.each(['newest', 'rentAsc', 'rentDesc', 'sizeAsc', 'sizeDesc'])('walks every page of %s without gaps or repeats', async (sort) => {
      const all = await searchProperties(parseSearchQuery({ sort }), 'da-DK', wholePlatform, 1000);
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 100; i++) {
        const page = await searchProperties(parseSearchQuery({ sort, ...(cursor ? { cursor } : {}) }), 'da-DK', wholePlatform, 17);
        expect(page.total).toBe(all.total);
        seen.push(...page.items.map((item) => item.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(all.items.map((item) => item.id));
      expect(new Set(seen).size).toBe(all.total);
    });

    it('ignores a cursor from another sort order instead of skipping homes', async () => {
      const first = await searchProperties(parseSearchQuery({ sort: 'rentAsc' }), 'da-DK', wholePlatform, 5);
      const mixed = await searchProperties(parseSearchQuery({ sort: 'sizeAsc', cursor: first.nextCursor! }), 'da-DK', wholePlatform, 5);
      const fresh = await searchProperties(parseSearchQuery({ sort: 'sizeAsc' }), 'da-DK', wholePlatform, 5);
      expect(mixed.items.map((i) => i.id)).toEqual(fresh.items.map((i) => i.id));
    });

    // Values of the wrong type for their sort once reached the database as a failed query (a 500).
    const crafted = [
      ['rentAsc', 'abc', 1],
      ['rentDesc', 1.5, 1],
      ['sizeAsc', 2147483648, 1],
      ['newest', 'abc', 1],
      ['newest', 1700000000000, 1],
      ['newest', '2026-02-30 10:00:00+00', 1],
      ['rentAsc', 9000, 2147483648],
    ].map(([sort, value, id]) => ({ sort: String(sort), cursor: Buffer.from(JSON.stringify([sort, value, id])).toString('base64url') }));

    it.each(crafted)('refuses a $sort cursor whose values do not fit its sort (400, in both languages)', async ({ sort, cursor }) => {
      const get = (query: string, language: string) =>
        searchGET(new Request(`http://localhost/api/search?${query}`, { headers: { 'accept-language': language } }));
      for (const query of [`sort=${sort}&cursor=${cursor}`, `cursor=${cursor}`]) {
        const english = await get(query, 'en');
        expect(english.status).toBe(400);
        expect(english.headers.get('hjemly-invalid-field')).toBe('cursor');
        expect(await english.text()).toBe('The link to the next page does not fit this search. Please start the search again.');
        const danish = await get(query, 'da');
        expect(danish.status).toBe(400);
        expect(await danish.text()).toBe('Linket til næste side passer ikke til søgningen. Start søgningen forfra.');
      }
    });

    it.each(crafted)('shows a page the first results for a $sort cursor whose values do not fit its sort', async ({ sort, cursor }) => {
      const fresh = await searchProperties(parseSearchQuery({ sort }), 'da-DK', wholePlatform, 5);
      const fromUrl = await searchProperties(parseSearchQuery({ sort, cursor }), 'da-DK', wholePlatform, 5);
      expect(fromUrl.items.map((i) => i.id)).toEqual(fresh.items.map((i) => i.id));
      // The service is safe on its own too, whoever builds the query.
      const direct = await searchProperties({ ...parseSearchQuery({ sort }), cursor }, 'da-DK', wholePlatform, 5);
      expect(direct.items.map((i) => i.id)).toEqual(fresh.items.map((i) => i.id));
    });
  },
  { install: true },
);

describeEachEngine(
  'map clusters',
  (ctx) => {
    beforeAll(async () => {
      await seed(ctx.handle.db, { properties: 900 });
    });

    const map = async (bbox: string) =>
      (await (await mapGET(new Request(`http://localhost/api/search/map?bbox=${bbox}`))).json()) as MapResult;

    it('clusters a country-wide view, every searchable home in exactly one cluster', async () => {
      const result = await map('8.0,54.5,12.7,57.8');
      const { total } = await searchProperties(parseSearchQuery({}), 'da-DK', wholePlatform, 1);
      expect(total).toBeGreaterThan(400);
      expect(result).toMatchObject({ kind: 'clusters', total });
      if (result.kind !== 'clusters') return;
      expect(result.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(total);
    });

    it('shows the clusters of a moved view from the same grid, all inside the view', async () => {
      const [a, b] = [await map('8.0,54.5,12.7,57.8'), await map('8.3,54.6,13.0,57.9')];
      if (a.kind !== 'clusters' || b.kind !== 'clusters') throw new Error('expected clusters');
      const inB = b.clusters.every((c) => c.lng >= 8.3 && c.lng <= 13.0 && c.lat >= 54.6 && c.lat <= 57.9);
      expect(inB).toBe(true);
      const key = (c: { lat: number; lng: number; count: number }) => `${c.lat},${c.lng},${c.count}`;
      expect(b.clusters.filter((c) => a.clusters.map(key).includes(key(c))).length).toBeGreaterThan(0);
    });
  },
  { install: true },
);
