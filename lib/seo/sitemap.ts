import type { Collection, EntrySummary } from '@/lib/content/collections';
import { findTownBySlug } from '@/lib/addresses/towns';
import type { Db } from '@/lib/db/types';
import { indexedStaticRoutes, locales, type Locale } from '@/lib/i18n/routing';
import {
  listCitiesWithHomes,
  listCompanies,
  listCompanyWindows,
  listGroupsWithOpenHouses,
  listGroupWindows,
  listPropertyWindows,
  listPublicGroups,
  listPublicProperties,
  type IdWindow,
  type SitemapRow,
  type WindowPage,
} from './repository';
import { chunkFileName, idWindow, PAGES_PER_SITEMAP, parseChunkFileName, slice, sliceCount, type ChunkId } from './sitemap-plan';
import { sitemapIndexXml, urlElement, urlsetClose, urlsetOpen, type SitemapIndexEntry } from './sitemap-xml';
import { sitemapUrls, type Href, type SitemapPage } from './urls';

export type SitemapSources = {
  db: Db;
  /** The CMS's entry lists (lib/content/collections.ts); passed in so scripts can run without Next. */
  listEntries: (collection: Collection, locale: Locale) => Promise<EntrySummary[]>;
  /** When a CMS single type behind a static page last changed in `locale` (null: unknown). */
  singleUpdatedAt?: (type: CmsSingleType, locale: Locale) => Promise<string | null>;
  /** Origin of every URL in the sitemaps. */
  origin: URL;
  /** Pages per file; tests lower it to reach chunk boundaries with a handful of rows. */
  pagesPerSitemap?: number;
  /** Rows per keyset query while a file streams. */
  batchSize?: number;
  /** What "coming" means for open houses (default: the clock). */
  now?: Date;
};

type CatalogueSection = Exclude<ChunkId['section'], 'pages'>;

/** Static routes whose text is a CMS single type: their lastmod is that text's. */
const cmsSingleTypes = {
  '/about': 'about',
  '/help': 'help',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/accessibility': 'accessibility',
} as const;
export type CmsSingleType = (typeof cmsSingleTypes)[keyof typeof cmsSingleTypes];

type CatalogueSource = {
  windows: (db: Db, size: number) => Promise<IdWindow[]>;
  rows: (db: Db, page: WindowPage) => Promise<SitemapRow[]>;
  href: (slug: string) => Href;
};

const catalogue: Record<CatalogueSection, CatalogueSource> = {
  companies: { windows: listCompanyWindows, rows: listCompanies, href: (slug) => ({ pathname: '/company/[slug]', params: { slug } }) },
  groups: { windows: listGroupWindows, rows: listPublicGroups, href: (slug) => ({ pathname: '/property-group/[slug]', params: { slug } }) },
  properties: {
    windows: listPropertyWindows,
    rows: listPublicProperties,
    href: (slug) => ({ pathname: '/property/[slug]', params: { slug } }),
  },
};

const cmsRoutes = [
  ['city-guides', '/city-guides/[slug]'],
  ['articles', '/articles/[slug]'],
  ['glossary-terms', '/glossary/[slug]'],
] as const;

const DEFAULT_BATCH = 1_000;

/** Town pages exist for the towns of lib/addresses; homes in any other town have no town page. */
async function cityPages(db: Db): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const city of await listCitiesWithHomes(db)) {
    if (!findTownBySlug(city.citySlug)) continue;
    const params = { slug: city.citySlug };
    pages.push({ href: { pathname: '/rental-housing/[slug]', params }, lastModified: city.lastPublished });
    pages.push({ href: { pathname: '/rental-housing/[slug]/statistics', params }, lastModified: city.lastPublished });
    if (city.newBuildLastPublished) {
      pages.push({ href: { pathname: '/new-build/[slug]', params }, lastModified: city.newBuildLastPublished });
    }
  }
  return pages;
}

/** The open-house page of every public group with an open house to come. */
async function openHousePages(db: Db, now: Date): Promise<SitemapPage[]> {
  return (await listGroupsWithOpenHouses(db, now)).map(({ slug, lastModified }) => ({
    href: { pathname: '/property-group/[slug]/open-house', params: { slug } },
    lastModified,
  }));
}

/**
 * One page per CMS entry with its slug in each locale its translation exists in (localizations
 * name the other locale's slug), changed when its newest version changed.
 */
async function contentPages(listEntries: SitemapSources['listEntries']): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const [collection, pathname] of cmsRoutes) {
    const lists = await Promise.all(locales.map((locale) => listEntries(collection, locale)));
    const bySlug = locales.map((_, i) => new Map(lists[i].map((entry) => [entry.slug, entry])));
    const seen = locales.map(() => new Set<string>());
    lists.forEach((entries, i) => {
      for (const entry of entries) {
        if (seen[i].has(entry.slug)) continue;
        const localeHrefs: Partial<Record<Locale, Href>> = { [locales[i]]: { pathname, params: { slug: entry.slug } } };
        const times = [Date.parse(entry.updatedAt)];
        for (const localization of entry.localizations) {
          const j = locales.indexOf(localization.locale);
          const twin = localization.slug && j !== i ? bySlug[j].get(localization.slug) : undefined;
          if (!twin || seen[j].has(twin.slug)) continue;
          seen[j].add(twin.slug);
          localeHrefs[locales[j]] = { pathname, params: { slug: twin.slug } };
          times.push(Date.parse(twin.updatedAt));
        }
        pages.push({ href: { pathname, params: { slug: entry.slug } }, localeHrefs, lastModified: new Date(Math.max(...times)) });
      }
    });
  }
  return pages;
}

async function staticPage(href: (typeof indexedStaticRoutes)[number], sources: SitemapSources): Promise<SitemapPage> {
  const type = (cmsSingleTypes as Partial<Record<string, CmsSingleType>>)[href];
  if (!type || !sources.singleUpdatedAt) return { href };
  const times = (await Promise.all(locales.map((locale) => sources.singleUpdatedAt!(type, locale)))).flatMap((iso) =>
    iso ? [Date.parse(iso)] : [],
  );
  return times.length ? { href, lastModified: new Date(Math.max(...times)) } : { href };
}

/** Static routes, towns with homes, CMS entries and coming open houses, in that order (the `pages` files). */
export async function listSitePages(sources: SitemapSources): Promise<SitemapPage[]> {
  const [statics, cities, content, openHouses] = await Promise.all([
    Promise.all(indexedStaticRoutes.map((href) => staticPage(href, sources))),
    cityPages(sources.db),
    contentPages(sources.listEntries),
    openHousePages(sources.db, sources.now ?? new Date()),
  ]);
  return [...statics, ...cities, ...content, ...openHouses];
}

function chunkUrl(origin: URL, id: ChunkId): string {
  return new URL(`/sitemaps/${chunkFileName(id)}`, origin).href;
}

function newest(pages: readonly SitemapPage[]): Date | undefined {
  const times = pages.flatMap((page) => (page.lastModified ? [page.lastModified.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

/** The sitemap index: every non-empty file, each with its newest change. */
export async function buildSitemapIndex(sources: SitemapSources): Promise<string> {
  const size = sources.pagesPerSitemap ?? PAGES_PER_SITEMAP;
  const sectionNames = Object.keys(catalogue) as CatalogueSection[];
  const [pages, ...windows] = await Promise.all([
    listSitePages(sources),
    ...sectionNames.map((section) => catalogue[section].windows(sources.db, size)),
  ]);
  const entries: SitemapIndexEntry[] = Array.from({ length: sliceCount(pages.length, size) }, (_, index) => ({
    loc: chunkUrl(sources.origin, { section: 'pages', index }),
    lastModified: newest(slice(pages, index, size)),
  }));
  sectionNames.forEach((section, i) => {
    for (const window of windows[i]) {
      entries.push({ loc: chunkUrl(sources.origin, { section, index: window.index }), lastModified: window.lastModified ?? undefined });
    }
  });
  return sitemapIndexXml(entries);
}

async function* renderFile(batches: AsyncIterable<SitemapPage[]>, origin: URL): AsyncGenerator<string> {
  yield urlsetOpen;
  for await (const pages of batches) yield pages.flatMap((page) => sitemapUrls(page, origin).map(urlElement)).join('');
  yield urlsetClose;
}

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

/** Keyset pages through one id window; the first page is fetched already (it decided the 404). */
async function* windowBatches(sources: SitemapSources, section: CatalogueSection, first: SitemapRow[], page: WindowPage) {
  const { rows, href } = catalogue[section];
  let batch = first;
  while (batch.length > 0) {
    yield batch.map((row): SitemapPage => ({ href: href(row.slug), lastModified: row.lastModified }));
    if (batch.length < page.limit) return;
    batch = await rows(sources.db, { ...page, afterId: batch[batch.length - 1].id });
  }
}

/**
 * One sitemap file as a stream of XML text, or null when the name is unknown or the file would be
 * empty (a 404: the index never lists it). Only one batch of rows is in memory at a time.
 */
export async function openSitemapFile(sources: SitemapSources, fileName: string): Promise<AsyncIterable<string> | null> {
  const id = parseChunkFileName(fileName);
  if (!id) return null;
  const size = sources.pagesPerSitemap ?? PAGES_PER_SITEMAP;
  if (id.section === 'pages') {
    const pages = slice(await listSitePages(sources), id.index, size);
    return pages.length ? renderFile(once(pages), sources.origin) : null;
  }
  const page = { ...idWindow(id.index, size), limit: sources.batchSize ?? DEFAULT_BATCH };
  const first = await catalogue[id.section].rows(sources.db, page);
  if (first.length === 0) return null;
  return renderFile(windowBatches(sources, id.section, first, page), sources.origin);
}
