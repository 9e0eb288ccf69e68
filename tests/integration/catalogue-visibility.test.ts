import { beforeAll, expect, it } from 'vitest';
import { wholePlatform } from '@/lib/catalogue/visibility';
import { setGroupPublicationStatus } from '@/lib/catalogue/publication-repository';
import { getCompanyPage, getEmbeddedListing, getGroupPage, getPublicGroup, getVisibleProperty } from '@/lib/catalogue/service';
import { listEntries } from '@/lib/content/collections';
import { companies, PublicationStatus } from '@/lib/db/schema/catalogue';
import { parseSearchQuery } from '@/lib/search/parse-query';
import { searchProperties } from '@/lib/search/service';
import type { SitemapSources } from '@/lib/seo/sitemap';
import { searchWaitingLists } from '@/lib/waiting-lists/service';
import { eq } from 'drizzle-orm';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { readSitemaps } from './support/sitemaps';

const O = 'https://hjemly.test';
const { UNPUBLISHED, SHAREABLE, PUBLISHED, WAITING_LIST } = PublicationStatus;

/** Everything that shows the group or its homes, as the public sees it after a status change. */
type Seen = {
  search: string[];
  sitemap: string[];
  publicPage: boolean;
  /** The pages below a public group (open house, waiting-list sign-up). */
  subPages: boolean;
  sharePage: boolean;
  homePage: 'hidden' | 'linkOnly' | 'indexable';
  companyGroups: string[];
  companyHomes: string[];
  embed: string[];
  waitingLists: string[];
};

type Slugs = { group: string; homes: string[]; town: string };

// Every status is left for another kind of status at least once, and each step sees only its own.
const steps: [PublicationStatus, (s: Slugs) => Seen][] = [
  [PUBLISHED, (s) => publicly(s, { waitingList: false })],
  [UNPUBLISHED, () => nowhere('hidden')],
  [SHAREABLE, () => ({ ...nowhere('linkOnly'), sharePage: true })],
  [WAITING_LIST, (s) => publicly(s, { waitingList: true })],
  [PUBLISHED, (s) => publicly(s, { waitingList: false })],
];

function nowhere(homePage: Seen['homePage']): Seen {
  return {
    search: [],
    sitemap: [],
    publicPage: false,
    subPages: false,
    sharePage: false,
    homePage,
    companyGroups: [],
    companyHomes: [],
    embed: [],
    waitingLists: [],
  };
}

function publicly(s: Slugs, { waitingList }: { waitingList: boolean }): Seen {
  return {
    search: s.homes,
    sitemap: [`${O}/ejendom/${s.group}`, ...s.homes.map((home) => `${O}/bolig/${home}`), `${O}/lejebolig/${s.town}`].sort(),
    publicPage: true,
    subPages: true,
    sharePage: false,
    homePage: 'indexable',
    companyGroups: [s.group],
    companyHomes: s.homes,
    embed: s.homes,
    waitingLists: waitingList ? [s.group] : [],
  };
}

describeEachEngine(
  'who may see a home, as its group’s status changes',
  (ctx) => {
    let groupId = 0;
    let companySlug = '';
    const slugs: Slugs = { group: '', homes: [], town: 'aarhus' };

    beforeAll(async () => {
      const db = ctx.handle.db;
      // No waiting list of its own: only the WAITING_LIST status puts it on the waiting-list search.
      const group = await createGroup(db, { publicationStatus: PUBLISHED, hasWaitingList: false });
      groupId = group.id;
      slugs.group = group.slug;
      [companySlug] = (await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, group.companyId))).map(
        (c) => c.slug,
      );
      slugs.homes.push((await createHome(db, group.id)).slug);
    });

    async function seen(): Promise<Seen> {
      const sources: SitemapSources = { db: ctx.handle.db, listEntries, origin: new URL(O) };
      const [search, sitemap, publicPage, subPage, sharePage, home, company, embed, lists] = await Promise.all([
        searchProperties(parseSearchQuery({}), 'da-DK', wholePlatform, 100),
        readSitemaps(sources),
        getGroupPage(slugs.group, 'public', 'da-DK'),
        getPublicGroup(slugs.group),
        getGroupPage(slugs.group, 'shareable', 'da-DK'),
        getVisibleProperty(slugs.homes[0], 'da-DK'),
        getCompanyPage(companySlug, 'da-DK'),
        getEmbeddedListing(companySlug, 'da-DK', wholePlatform),
        searchWaitingLists({}, wholePlatform),
      ]);
      // Only catalogue pages: static and CMS pages are listed whatever the catalogue holds.
      const catalogue = /\/(ejendom|bolig|lejebolig|nybyggeri)\/[^/]+$/;
      return {
        search: search.items.map((item) => item.slug).sort(),
        sitemap: [...sitemap.locs].filter((loc) => !loc.includes('/en-DK/') && catalogue.test(loc)).sort(),
        publicPage: publicPage !== null,
        subPages: subPage !== null,
        sharePage: sharePage !== null,
        homePage: home === null ? 'hidden' : home.indexable ? 'indexable' : 'linkOnly',
        companyGroups: company!.groups.map((group) => group.slug),
        companyHomes: company!.homes.map((item) => item.slug).sort(),
        embed: embed!.homes.map((item) => item.slug).sort(),
        waitingLists: lists.items.map((item) => item.groupSlug),
      };
    }

    it.each(steps.map(([status, expected], step) => [step + 1, status, expected] as const))(
      'step %i: status %i is followed by search, sitemap, pages, the landlord’s lists, the embed and the waiting lists',
      async (_step, status, expected) => {
        expect(await setGroupPublicationStatus(ctx.handle.db, groupId, status)).toBe(true);
        expect(await seen()).toEqual(expected({ ...slugs, homes: [...slugs.homes].sort() }));
      },
    );

    it('gives a home added to a hidden group the group’s visibility, and publishing the group shows it', async () => {
      const db = ctx.handle.db;
      await setGroupPublicationStatus(db, groupId, UNPUBLISHED);
      const late = (await createHome(db, groupId, { monthlyRent: 5_000 })).slug;
      slugs.homes.push(late);
      expect(await getVisibleProperty(late)).toBeNull();
      expect((await seen()).search).toEqual([]);
      await setGroupPublicationStatus(db, groupId, PUBLISHED);
      expect((await seen()).search).toEqual([...slugs.homes].sort());
      expect((await getVisibleProperty(late))?.indexable).toBe(true);
    });

    it('answers false for a group that does not exist, and changes nothing', async () => {
      expect(await setGroupPublicationStatus(ctx.handle.db, 999_999, UNPUBLISHED)).toBe(false);
      expect((await seen()).search).toEqual([...slugs.homes].sort());
    });
  },
  { install: true },
);
