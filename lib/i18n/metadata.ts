import type { Metadata } from 'next';
import { getPathname } from './navigation';
import { locales, type Locale } from './routing';

type Href = Parameters<typeof getPathname>[0]['href'];

/** Canonical URL and hreflang alternates for one page in every locale (for search engines). */
export function alternates(locale: Locale, href: Href): Metadata['alternates'] {
  return localizedAlternates(locale, Object.fromEntries(locales.map((l) => [l, href])));
}

/** The same for a page whose address differs per locale (CMS slugs), in the locales it exists in. */
export function localizedAlternates(locale: Locale, hrefs: Partial<Record<Locale, Href>>): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const l of locales) {
    const href = hrefs[l];
    if (href) languages[l] = getPathname({ locale: l, href });
  }
  const fallback = languages['da-DK'];
  return { canonical: languages[locale], languages: fallback ? { ...languages, 'x-default': fallback } : languages };
}

export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`);
}
