// First, as in app/[locale]/layout.tsx: Bootstrap before the components' CSS modules that refine it.
import './globals.css';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { documentMetadata, LocaleDocument } from '@/components/layout/locale-document';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteChrome } from '@/components/layout/site-chrome';
import { WholePageLinks } from '@/components/layout/whole-page-links';
import type { Locale } from '@/lib/i18n/routing';

/*
 * Every path that matches no route. The proxy has given the request a locale (next-intl's locale
 * header; the default language without one), so the page is the whole site page in that language.
 * This route is rendered completely on the server, unlike a `notFound()` thrown inside a page, whose
 * HTML Next.js leaves empty for the browser to fill in (vercel/next.js#62228).
 *
 * A global not-found page (`experimental.globalNotFound`) rather than app/not-found.tsx: a root
 * not-found boundary is serialised into the RSC payload of every page — with the whole chrome and the
 * inlined stylesheet a second time, 75 KB of the 322 KB HTML of `/` — and this one is sent only
 * with a 404.
 */

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return documentMetadata(locale, t('title'));
}

export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  return (
    <LocaleDocument locale={locale}>
      <SiteChrome locale={locale}>
        <NotFoundContent />
      </SiteChrome>
      <WholePageLinks />
    </LocaleDocument>
  );
}
