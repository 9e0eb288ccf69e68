import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { configuredSource, type CmsSource } from './source';
import { firstEntryAttributes } from './strapi-response';
import { footerSchema, generalSchema, headerSchema } from './schema';

const STALE_MS = 60_000; // SPEC §9: data cache stale time
const memo = new Map<string, { value: unknown; expires: number }>();

async function fetchEntry<T>(
  source: CmsSource,
  collection: string,
  locale: Locale,
  populate: string[],
  schema: z.ZodType<T>,
): Promise<T> {
  const key = `${source.name}:${collection}:${locale}`;
  const hit = memo.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const { path, body } = await source.fetch({ collection, locale, populate });
  const value = schema.parse(firstEntryAttributes(body, path));
  memo.set(key, { value, expires: Date.now() + STALE_MS });
  return value;
}

export const getHeader = cache((locale: Locale) =>
  fetchEntry(configuredSource(), 'header', locale, ['menuLinks', 'login', 'userMenu'], headerSchema),
);

export const getFooter = cache((locale: Locale) =>
  fetchEntry(configuredSource(), 'footer', locale, ['columns', 'links'], footerSchema),
);

export const getGeneral = cache((locale: Locale) =>
  fetchEntry(configuredSource(), 'general', locale, ['defaultSocialImage'], generalSchema),
);
