import { expect } from 'vitest';
import { buildSitemapIndex, openSitemapFile, type SitemapSources } from '@/lib/seo/sitemap';
import { indexEntries, urlEntries, type ParsedUrl } from '../../unit/seo-xml';

export async function text(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of pieces) out += piece;
  return out;
}

/** Every file the index lists, parsed; fails on XML that is not well-formed or an index entry that is empty. */
export async function readSitemaps(sources: SitemapSources) {
  const index = indexEntries(await buildSitemapIndex(sources));
  const prefix = `${sources.origin.origin}/sitemaps/`;
  const files = new Map<string, ParsedUrl[]>();
  for (const { loc } of index) {
    expect(loc.startsWith(prefix)).toBe(true);
    const name = loc.slice(prefix.length);
    const file = await openSitemapFile(sources, name);
    if (!file) throw new Error(`the index lists ${name}, which is empty`);
    files.set(name, urlEntries(await text(file)));
  }
  const urls = [...files.values()].flat();
  return { index, files, urls, locs: new Set(urls.map((url) => url.loc)) };
}
