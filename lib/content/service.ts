import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { memoized } from './memo';
import { configuredSource } from './source';
import { firstEntry, firstEntryAttributes } from './strapi-response';
import { footerSchema, generalSchema, headerSchema, helpSchema, pageSchema, type PageType } from './schema';

type SingleType = 'header' | 'footer' | 'general' | 'about' | 'privacy' | 'terms' | 'help';

function fetchSingle<T>(collection: SingleType, locale: Locale, populate: string[], parse: (body: unknown, path: string) => T): Promise<T> {
  const source = configuredSource();
  return memoized(`${source.name}:${collection}:${locale}`, async () => {
    const { path, body } = await source.fetch({ collection, locale, populate });
    return parse(body, path);
  });
}

/** Layout blocks: the fields as the older readers expect them (attributes only). */
function layoutBlock<T>(schema: z.ZodType<T>) {
  return (body: unknown, path: string) => schema.parse(firstEntryAttributes(body, path));
}

/** Page single types: one schema reads either Strapi version's entry. */
function pageEntry<T>(schema: z.ZodType<T>) {
  return (body: unknown, path: string) => schema.parse(firstEntry(body, path));
}

export const getHeader = cache((locale: Locale) => fetchSingle('header', locale, ['menuLinks', 'login', 'userMenu'], layoutBlock(headerSchema)));

export const getFooter = cache((locale: Locale) => fetchSingle('footer', locale, ['columns', 'links'], layoutBlock(footerSchema)));

/** The general blocks (relations Strapi sends only when asked to populate them). */
const GENERAL_RELATIONS = [
  'defaultSocialImage',
  'openHouseBanner',
  'privateShowingBanner',
  'browserNotSupported',
  'propertyDetails',
  'financials',
  'collaboration',
  'misc',
  'yesNo',
  'notFound',
  'sitemap',
  'whiteLabel',
];

export const getGeneral = cache((locale: Locale) => fetchSingle('general', locale, GENERAL_RELATIONS, layoutBlock(generalSchema)));

export const getPage = cache((type: PageType, locale: Locale) => fetchSingle(type, locale, [], pageEntry(pageSchema)));

export const getHelp = cache((locale: Locale) => fetchSingle('help', locale, ['topics'], pageEntry(helpSchema)));
