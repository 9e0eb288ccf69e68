import 'server-only';
import type { z } from 'zod';
import { locales, type Locale } from '@/lib/i18n/routing';
import { memoizedCmsRead } from './memo';
import { articleSchema, cityGuideSchema, glossaryTermSchema, type Localization } from './schema';
import { configuredSource, type CmsSource, type Populate } from './source';
import { listData, paginationOf } from './strapi-response';

// Relations bring only the fields read of them: the other locales' slugs, the related entries' slugs.
const localizations = ['locale', 'slug'];

const collections = {
  articles: { schema: articleSchema, populate: { localizations, category: ['slug', 'name'], related: ['slug'] } },
  'city-guides': { schema: cityGuideSchema, populate: { localizations, neighbourhoods: true } },
  'glossary-terms': { schema: glossaryTermSchema, populate: { localizations, related: ['slug'] } },
} satisfies Record<string, { schema: unknown; populate: Populate }>;

export type Collection = keyof typeof collections;
export type EntryOf<C extends Collection> = z.infer<(typeof collections)[C]['schema']>;

/** What the sitemap needs of an entry: its slug, its translations and when it changed. */
export type EntrySummary = { slug: string; title: string; summary: string; updatedAt: string; localizations: Localization[] };

const PAGE_SIZE = 100; // Strapi's default maximum page size
const MAX_PAGES = 1_000; // a CMS that never reports its last page cannot loop us forever

/** Every raw entry of a collection, following Strapi's `meta.pagination` page by page. */
export async function fetchCollection(source: CmsSource, collection: string, locale: Locale, populate: Populate): Promise<unknown[]> {
  const entries: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { path, body } = await source.fetch({ collection, locale, populate, pagination: { page, pageSize: PAGE_SIZE } });
    const data = listData(body, path);
    entries.push(...data);
    const pagination = paginationOf(body);
    if (!pagination || page >= pagination.pageCount || data.length === 0) break;
  }
  return entries;
}

/**
 * One entry the schema refuses is left out and logged rather than taking every page of the
 * collection down with it; the content test holds the local files to the schema.
 */
function parseEntries<C extends Collection>(collection: C, raw: unknown[]): EntryOf<C>[] {
  const { schema } = collections[collection];
  return raw.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) return [parsed.data as EntryOf<C>];
    console.error(`CMS ${collection} entry ${JSON.stringify((entry as { slug?: unknown })?.slug ?? entry)} is invalid`, parsed.error.issues);
    return [];
  });
}

/** A collection in one locale, newest first; kept for the CMS stale time. */
export function loadEntries<C extends Collection>(collection: C, locale: Locale): Promise<EntryOf<C>[]> {
  const source = configuredSource();
  return memoizedCmsRead(`${source.name}:${collection}:${locale}:all`, async () =>
    parseEntries(collection, await fetchCollection(source, collection, locale, collections[collection].populate)),
  );
}

export async function listEntries(collection: Collection, locale: Locale): Promise<EntrySummary[]> {
  return (await loadEntries(collection, locale)).map(({ slug, title, summary, updatedAt, localizations }) => ({ slug, title, summary, updatedAt, localizations }));
}

/** One entry by slug, or null: an unknown slug is a 404, not an error. */
export async function findEntry<C extends Collection>(collection: C, locale: Locale, slug: string): Promise<EntryOf<C> | null> {
  return (await loadEntries(collection, locale)).find((entry) => entry.slug === slug) ?? null;
}

/** The entry's slug in every locale where its translation really exists (itself included). */
export async function localizedSlugs(collection: Collection, entry: EntrySummary & { locale: Locale }): Promise<Partial<Record<Locale, string>>> {
  const slugs: Partial<Record<Locale, string>> = { [entry.locale]: entry.slug };
  for (const localization of entry.localizations) {
    if (!localization.slug || localization.locale === entry.locale) continue;
    if (await findEntry(collection, localization.locale, localization.slug)) slugs[localization.locale] = localization.slug;
  }
  return slugs;
}

/**
 * The slug in `locale` of an entry addressed by another locale's slug (the language switcher keeps
 * the slug it had), or null when no translation into `locale` exists.
 */
export async function translatedSlug(collection: Collection, locale: Locale, foreignSlug: string): Promise<string | null> {
  for (const other of locales.filter((l) => l !== locale)) {
    const entry = await findEntry(collection, other, foreignSlug);
    const target = entry?.localizations.find((l) => l.locale === locale)?.slug;
    if (target && (await findEntry(collection, locale, target))) return target;
  }
  return null;
}
