import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { configuredSource } from './source';
import { firstEntryAttributes } from './strapi-response';

export const entrySummarySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export type Collection = 'city-guides' | 'articles' | 'glossary-terms';

function entriesOf(body: unknown): unknown[] {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
}

function fieldsOf(entry: unknown): unknown {
  const record = entry as Record<string, unknown>;
  return record.attributes ?? record;
}

export const listEntries = cache(async (collection: Collection, locale: Locale): Promise<EntrySummary[]> => {
  const { body } = await configuredSource().fetch({ collection, locale, populate: [] });
  return entriesOf(body).map((entry) => entrySummarySchema.parse(fieldsOf(entry)));
});

/** One entry by slug, or null: an unknown slug is a 404, not an error. */
export const findEntry = cache(async (collection: Collection, locale: Locale, slug: string) => {
  const { path, body } = await configuredSource().fetch({ collection, locale, populate: ['localizations'], filters: { slug } });
  if (entriesOf(body).length === 0) return null;
  return entrySummarySchema.parse(firstEntryAttributes(body, path));
});
