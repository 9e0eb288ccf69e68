import type { SitemapUrl } from './urls';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values: slugs and CMS data may hold any of these. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

function lastmod(date: Date | undefined): string {
  return date ? `<lastmod>${date.toISOString()}</lastmod>` : '';
}

export function urlElement(url: SitemapUrl): string {
  const links = url.alternates
    .map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastModified)}${links}</url>\n`;
}

export const urlsetOpen = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const urlsetClose = '</urlset>\n';

export type SitemapIndexEntry = { loc: string; lastModified?: Date };

export function sitemapIndexXml(entries: readonly SitemapIndexEntry[]): string {
  const body = entries.map((entry) => `<sitemap><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastModified)}</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}
