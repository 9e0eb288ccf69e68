import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wholePlatform } from '@/lib/catalogue/visibility';
import { companies, PublicationStatus } from '@/lib/db/schema/catalogue';
import { insertImages } from '@/lib/images/repository';
import { getCompany, getCompanyPage, getEmbeddedListing, getGroupPage, getVisibleProperty } from '@/lib/catalogue/service';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

const sorted = (o: object) => Object.keys(o).sort();

const companyKeys = ['about', 'email', 'handlesApplicationsExternally', 'logoImageId', 'name', 'phone', 'slug', 'website'];
const groupKeys = [
  'city',
  'citySlug',
  'company',
  'description',
  'hasWaitingList',
  'isNewBuild',
  'lat',
  'lng',
  'name',
  'postcode',
  'postcodeName',
  'publicationStatus',
  'slug',
  'street',
  'waitingListYearlyFee',
];
const propertyKeys = [
  'aconto',
  'applyState',
  'availability',
  'balconies',
  'balconyOrientation',
  'builtYear',
  'certification',
  'city',
  'costs',
  'deposit',
  'description',
  'descriptionHeadline',
  'elevator',
  'energyLabel',
  'evCharger',
  'fixtures',
  'floorDoor',
  'furnished',
  'group',
  'images',
  'indexable',
  'isNewBuild',
  'lat',
  'levelAccess',
  'levels',
  'lng',
  'monthlyRent',
  'onlyFor',
  'otherHomes',
  'parking',
  'petsAllowed',
  'plotArea',
  'postcode',
  'postcodeName',
  'prepaidRent',
  'rentalPeriod',
  'rooms',
  'roofTerraces',
  'shareable',
  'sizeM2',
  'slug',
  'street',
  'terraces',
  'type',
  'vacancyDate',
  'wastewaterCost',
];
const cardKeys = [
  'availability',
  'city',
  'floorDoor',
  'id',
  'imageAlt',
  'imageId',
  'isNewBuild',
  'lat',
  'lng',
  'monthlyRent',
  'postcode',
  'postcodeName',
  'rooms',
  'sizeM2',
  'slug',
  'sponsored',
  'street',
  'type',
  'vacancyDate',
];

describeEachEngine(
  'catalogue pages',
  (ctx) => {
    const slugs = {} as Record<string, string>;
    let companySlug = '';
    const imageIds = {} as Record<'living' | 'bedroom' | 'facade' | 'plan' | 'private', number>;

    beforeAll(async () => {
      const db = ctx.handle.db;
      [imageIds.living, imageIds.bedroom, imageIds.facade, imageIds.plan, imageIds.private] = await insertImages(db, [
        { kind: 'interior', seed: 1, altDa: 'Stue', altEn: 'Living room' },
        { kind: 'interior', seed: 2, altDa: 'Soveværelse', altEn: 'Bedroom' },
        { kind: 'facade', seed: 3, altDa: 'Facade', altEn: 'Facade' },
        { kind: 'floorplan', seed: 4, altDa: 'Plantegning', altEn: 'Floor plan' },
        { kind: 'interior', seed: 5, altDa: 'Privat', altEn: 'Private', isPublic: false },
      ]);
      const published = await createGroup(db, {
        imageIds: [imageIds.facade],
        description: 'En god ejendom',
        hasWaitingList: true,
        waitingListYearlyFee: 200,
      });
      const companyId = published.companyId;
      await db
        .update(companies)
        .set({ website: 'https://udlejer.example', email: 'udlejning@udlejer.example', phone: '+45 12 34 56 78' })
        .where(eq(companies.id, companyId));
      companySlug = (await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)))[0].slug;
      const waiting = await createGroup(db, { companyId, name: 'B Venteliste', publicationStatus: PublicationStatus.WAITING_LIST });
      const shareable = await createGroup(db, { companyId, name: 'C Delt', publicationStatus: PublicationStatus.SHAREABLE });
      const unpublished = await createGroup(db, { companyId, name: 'D Skjult', publicationStatus: PublicationStatus.UNPUBLISHED });
      Object.assign(slugs, { published: published.slug, waiting: waiting.slug, shareable: shareable.slug, unpublished: unpublished.slug });

      const home = async (name: string, groupId: number, overrides: Parameters<typeof createHome>[2] = {}) => {
        slugs[name] = (await createHome(db, groupId, overrides)).slug;
      };
      await home('main', published.id, {
        monthlyRent: 10_000,
        aconto: 800,
        deposit: 30_000,
        prepaidRent: 10_000,
        imageIds: [imageIds.living, imageIds.private, imageIds.bedroom],
        floorPlanImageId: imageIds.plan,
        fixtures: ['dishwasher', 'washingMachine'],
      });
      await home('cheap', published.id, { monthlyRent: 6_000, availability: 'reserved' });
      await home('rented', published.id, { monthlyRent: 7_000, availability: 'rented' });
      await home('waitingHome', waiting.id, { monthlyRent: 9_000 });
      await home('sharedHome', shareable.id);
      await home('hiddenHome', unpublished.id);
    });

    describe('group pages', () => {
      it('shows PUBLISHED and WAITING_LIST groups at their public path only', async () => {
        expect(await getGroupPage(slugs.published, 'public', 'da-DK')).not.toBeNull();
        expect(await getGroupPage(slugs.waiting, 'public', 'da-DK')).not.toBeNull();
        expect(await getGroupPage(slugs.shareable, 'public', 'da-DK')).toBeNull();
        expect(await getGroupPage(slugs.unpublished, 'public', 'da-DK')).toBeNull();
        expect(await getGroupPage('no-such-group', 'public', 'da-DK')).toBeNull();
      });

      it('shows a SHAREABLE group at its share link only', async () => {
        expect(await getGroupPage(slugs.shareable, 'shareable', 'da-DK')).not.toBeNull();
        expect(await getGroupPage(slugs.published, 'shareable', 'da-DK')).toBeNull();
        expect(await getGroupPage(slugs.unpublished, 'shareable', 'da-DK')).toBeNull();
      });

      it('lists the homes that are not let, cheapest first, with counts and ranges', async () => {
        const group = (await getGroupPage(slugs.published, 'public', 'en-DK'))!;
        expect(group.homes.map((h) => h.slug)).toEqual([slugs.cheap, slugs.main]);
        expect(group.stats).toEqual({ homes: 2, available: 1, minRent: 6_000, maxRent: 10_000, minSize: 60, maxSize: 60 });
        expect(group.images).toEqual([{ id: imageIds.facade, alt: 'Facade', isFloorPlan: false }]);
        expect(group.waitingListYearlyFee).toBe(200);
      });

      it('carries only whitelisted fields', async () => {
        const group = (await getGroupPage(slugs.published, 'public', 'da-DK'))!;
        expect(sorted(group)).toEqual([...groupKeys, 'homes', 'images', 'stats'].sort());
        expect(sorted(group.company)).toEqual(companyKeys);
        for (const home of group.homes) expect(sorted(home)).toEqual([...cardKeys].sort());
      });
    });

    describe('property pages', () => {
      it('reaches homes of public and shareable groups, never of hidden ones', async () => {
        expect((await getVisibleProperty(slugs.main))?.indexable).toBe(true);
        expect((await getVisibleProperty(slugs.sharedHome))?.indexable).toBe(false);
        expect(await getVisibleProperty(slugs.hiddenHome)).toBeNull();
        expect(await getVisibleProperty('no-such-home')).toBeNull();
      });

      it('adds deposit, prepaid rent, the first month’s rent and a conto into the move-in total', async () => {
        const { costs } = (await getVisibleProperty(slugs.main))!;
        expect(costs.moveInTotal).toBe(30_000 + 10_000 + 10_000 + 800);
        expect(costs.monthlyTotal).toBe(10_800);
        expect(costs.depositMonths).toBe(3);
        expect(costs.prepaidMonths).toBe(1);
        expect(costs.rentPerM2PerYear).toBe(2_000);
      });

      it('takes applications unless reserved or let; a waiting-list group lets from its list', async () => {
        expect((await getVisibleProperty(slugs.main))?.applyState).toBe('open');
        expect((await getVisibleProperty(slugs.cheap))?.applyState).toBe('reserved');
        expect((await getVisibleProperty(slugs.rented))?.applyState).toBe('rented');
        expect((await getVisibleProperty(slugs.waitingHome))?.applyState).toBe('waitingList');
      });

      it('shows its photos, the building and the floor plan last, in the page’s language, never a private picture', async () => {
        const { images } = (await getVisibleProperty(slugs.main, 'en-DK'))!;
        expect(images).toEqual([
          { id: imageIds.living, alt: 'Living room', isFloorPlan: false },
          { id: imageIds.bedroom, alt: 'Bedroom', isFloorPlan: false },
          { id: imageIds.facade, alt: 'Facade', isFloorPlan: false },
          { id: imageIds.plan, alt: 'Floor plan', isFloorPlan: true },
        ]);
      });

      it('lists the other homes of the group that are not let', async () => {
        const property = (await getVisibleProperty(slugs.main))!;
        expect(property.otherHomes.map((h) => h.slug)).toEqual([slugs.cheap]);
      });

      it('carries only whitelisted fields', async () => {
        const property = (await getVisibleProperty(slugs.main))!;
        expect(sorted(property)).toEqual([...propertyKeys].sort());
        expect(sorted(property.group)).toEqual(groupKeys);
        expect(sorted(property.group.company)).toEqual(companyKeys);
      });
    });

    describe('company pages', () => {
      it('lists public groups only, never shareable or unpublished ones', async () => {
        const page = (await getCompanyPage(companySlug, 'da-DK'))!;
        // Alphabetical: "B Venteliste" before "Gruppe n".
        expect(page.groups.map((g) => g.slug)).toEqual([slugs.waiting, slugs.published]);
      });

      it('lists the homes of public groups that are not let, and never those of hidden groups', async () => {
        const page = (await getCompanyPage(companySlug, 'da-DK'))!;
        const listed = page.homes.map((h) => h.slug).sort();
        expect(listed).toEqual([slugs.main, slugs.cheap, slugs.waitingHome].sort());
        expect(listed).not.toContain(slugs.hiddenHome);
        expect(listed).not.toContain(slugs.sharedHome);
        expect(page.homesTotal).toBe(3);
      });

      it('carries only whitelisted fields', async () => {
        const page = (await getCompanyPage(companySlug, 'da-DK'))!;
        expect(sorted(page)).toEqual(['company', 'groups', 'homes', 'homesTotal']);
        expect(sorted(page.company)).toEqual(companyKeys);
        expect(sorted(page.groups[0])).toEqual([
          'city',
          'hasWaitingList',
          'imageAlt',
          'imageId',
          'isNewBuild',
          'name',
          'postcode',
          'postcodeName',
          'publicationStatus',
          'slug',
          'stats',
          'street',
        ]);
        expect(page.company.website).toBe('https://udlejer.example');
        expect(await getCompanyPage('no-such-company', 'da-DK')).toBeNull();
      });

      it('never links a website that is not a web address', async () => {
        await ctx.handle.db.update(companies).set({ website: 'javascript:alert(1)' }).where(eq(companies.slug, companySlug));
        expect((await getCompany(companySlug))?.website).toBeNull();
        await ctx.handle.db.update(companies).set({ website: 'https://udlejer.example' }).where(eq(companies.slug, companySlug));
      });
    });

    describe('embedded overview', () => {
      it('shows the available homes of the landlord’s public groups only', async () => {
        const listing = (await getEmbeddedListing(companySlug, 'da-DK', wholePlatform))!;
        expect(listing.homes.map((h) => h.slug).sort()).toEqual([slugs.main, slugs.waitingHome].sort());
        expect(listing.total).toBe(2);
        expect(listing.company).toEqual({ slug: companySlug, name: expect.any(String) });
        expect(await getEmbeddedListing('no-such-company', 'da-DK', wholePlatform)).toBeNull();
      });
    });
  },
  { install: true },
);
