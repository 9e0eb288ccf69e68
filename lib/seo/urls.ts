import { siteUrl } from '@/lib/i18n/metadata';
import { getPathname } from '@/lib/i18n/navigation';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

export type Href = Parameters<typeof getPathname>[0]['href'];

/**
 * A page of the site as the sitemap sees it: one route, in the locales it exists in. A CMS entry's
 * slug differs per locale: `localeHrefs` then gives its address in each locale it exists in.
 */
export type SitemapPage = {
  href: Href;
  lastModified?: Date | null;
  locales?: readonly Locale[];
  localeHrefs?: Partial<Record<Locale, Href>>;
};

export type SitemapUrl = { loc: string; lastModified?: Date; alternates: { hreflang: string; href: string }[] };

/** Absolute URL of a route in one locale; paths only ever come from the routing table. */
export function absoluteUrl(locale: Locale, href: Href, origin: URL = siteUrl()): string {
  return new URL(getPathname({ locale, href }), origin).href;
}

/**
 * The URL a mail links to: always with its locale's prefix, Danish too (`/da-DK/…`). An unprefixed
 * path is answered in the locale the person's cookie or browser asks for, so a Danish mail opened
 * after a visit to English pages would open in English; the prefixed one is Danish, and next-intl
 * redirects it to the unprefixed page and sets the cookie to Danish on the way.
 */
export function mailUrl(locale: Locale, href: Href, origin: URL = siteUrl()): string {
  return new URL(getPathname({ locale, href, forcePrefix: true }), origin).href;
}

/**
 * One sitemap entry per locale of a page. Each entry lists every language version, itself
 * included, plus x-default (the Danish page), which is what search engines require of hreflang.
 */
export function sitemapUrls(page: SitemapPage, origin: URL): SitemapUrl[] {
  const hrefs = page.localeHrefs;
  const pageLocales = hrefs ? locales.filter((locale) => hrefs[locale]) : (page.locales ?? locales);
  const links = pageLocales.map((locale) => ({
    hreflang: locale as string,
    href: absoluteUrl(locale, hrefs?.[locale] ?? page.href, origin),
  }));
  const lastModified = page.lastModified ?? undefined;
  // A page that exists in one language has no alternates to announce.
  if (links.length < 2) return links.map((link) => ({ loc: link.href, lastModified, alternates: [] }));
  const fallback = links.find((link) => link.hreflang === defaultLocale);
  const alternates = fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
  return links.map((link) => ({ loc: link.href, lastModified, alternates }));
}
