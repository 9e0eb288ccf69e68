import { locales } from '@/lib/i18n/routing';

/** Per sitemap file; search engines accept 50,000, smaller files are cheaper to regenerate and fetch. */
export const MAX_URLS_PER_SITEMAP = 10_000;

/** Every page has one `<url>` per locale, so a file holds this many pages. */
export const PAGES_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / locales.length);

/**
 * `pages` (static routes, towns, CMS entries) is a list in memory, cut into consecutive slices.
 * The catalogue sections are cut by id: file N holds the rows with ids in
 * [N * size, (N + 1) * size), so a home stays in the same file for life, each file is one
 * index range scan, and no file can pass the limit however the rows are spread.
 */
export const sections = ['pages', 'companies', 'groups', 'properties'] as const;
export type Section = (typeof sections)[number];

export type ChunkId = { section: Section; index: number };

const FILE_NAME = new RegExp(`^(${sections.join('|')})-(0|[1-9]\\d{0,8})\\.xml$`);

export function chunkFileName({ section, index }: ChunkId): string {
  return `${section}-${index}.xml`;
}

/** The chunk a requested file name names, or null for anything else (a 404). */
export function parseChunkFileName(name: string): ChunkId | null {
  const match = FILE_NAME.exec(name);
  return match ? { section: match[1] as Section, index: Number(match[2]) } : null;
}

/** Ids in file `index`, as the exclusive bounds a keyset query takes. */
export function idWindow(index: number, size: number): { afterId: number; beforeId: number } {
  return { afterId: index * size - 1, beforeId: (index + 1) * size };
}

export function sliceCount(length: number, size: number): number {
  return Math.ceil(length / size);
}

export function slice<T>(items: readonly T[], index: number, size: number): T[] {
  return items.slice(index * size, (index + 1) * size);
}
