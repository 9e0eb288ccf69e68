import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { memoizedCmsRead } from './memo';
import { configuredSource, type CmsSource, type Populate } from './source';
import { CmsNoDataError, firstEntry, firstEntryAttributes } from './strapi-response';
import { footerSchema, generalSchema, headerSchema, helpSchema, pageSchema, type PageType } from './schema';

type SingleType = 'header' | 'footer' | 'general' | PageType | 'help';
type Parse<T> = (body: unknown, path: string, source: CmsSource) => T;

/**
 * A single type in one locale. One the CMS has no translation of is the default locale's: an
 * English page in Danish beats no page (and without the header or footer, no English site at all).
 */
function fetchSingle<T>(collection: SingleType, locale: Locale, populate: Populate, parse: Parse<T>): Promise<T> {
  const source = configuredSource();
  const read = async (wanted: Locale) => {
    const { path, body } = await source.fetch({ collection, locale: wanted, populate });
    return parse(body, path, source);
  };
  return memoizedCmsRead(`${source.name}:${collection}:${locale}`, () =>
    read(locale).catch((error: unknown) => {
      if (!(error instanceof CmsNoDataError) || locale === defaultLocale) throw error;
      return read(defaultLocale);
    }),
  );
}

/** Layout blocks: the fields as the older readers expect them (attributes only). */
function layoutBlock<T>(schema: z.ZodType<T>): Parse<T> {
  return (body, path) => schema.parse(firstEntryAttributes(body, path));
}

/** Page single types: one schema reads either Strapi version's entry. */
function pageEntry<T>(schema: z.ZodType<T>): Parse<T> {
  return (body, path) => schema.parse(firstEntry(body, path));
}

export const getHeader = cache((locale: Locale) =>
  fetchSingle('header', locale, { menuLinks: true, login: true, userMenu: true }, layoutBlock(headerSchema)),
);

export const getFooter = cache((locale: Locale) => fetchSingle('footer', locale, { columns: { links: true } }, layoutBlock(footerSchema)));

/**
 * The general single type's media and components; its blocks of interface texts are JSON fields,
 * which come without asking.
 */
const GENERAL_POPULATE: Populate = { defaultSocialImage: true, openHouseBanner: true, privateShowingBanner: true };

export const getGeneral = cache((locale: Locale) =>
  fetchSingle('general', locale, GENERAL_POPULATE, (body, path, source) => {
    const general = layoutBlock(generalSchema)(body, path, source);
    return { ...general, defaultSocialImage: { ...general.defaultSocialImage, url: source.mediaUrl(general.defaultSocialImage.url) } };
  }),
);

export const getPage = cache((type: PageType, locale: Locale) => fetchSingle(type, locale, {}, pageEntry(pageSchema)));

export const getHelp = cache((locale: Locale) => fetchSingle('help', locale, { topics: { questions: true } }, pageEntry(helpSchema)));
