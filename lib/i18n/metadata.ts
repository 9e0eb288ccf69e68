import type { Metadata } from 'next';
import { getPathname } from './navigation';
import { locales, type Locale } from './routing';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Canonical URL and hreflang alternates for one page in every locale (DESIGN §4, SEO). */
export function alternates(locale: Locale, href: Href): Metadata['alternates'] {
  const languages = Object.fromEntries(locales.map((l) => [l, getPathname({ locale: l, href })]));
  return { canonical: languages[locale], languages: { ...languages, 'x-default': languages['da-DK'] } };
}

export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
}
