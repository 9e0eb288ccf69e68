import { defineRouting } from 'next-intl/routing';

export const locales = ['da-DK', 'en-DK'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'da-DK';

/**
 * A language as the switcher offers it: its label, a description in its own words, its flag, and
 * optionally a query parameter the other language's link carries (a campaign or a partner's
 * marker, say). Neither language sets one today.
 */
export type LocaleEntry = {
  key: Locale;
  label: string;
  description: string;
  flag: string;
  query?: { key: string; value: string };
};

export const localeEntries: Record<Locale, LocaleEntry> = {
  'da-DK': { key: 'da-DK', label: 'Dansk', description: 'Dansk (Danmark)', flag: '🇩🇰' },
  'en-DK': { key: 'en-DK', label: 'English', description: 'English (Denmark)', flag: '🇬🇧' },
};

export const localeLabels = Object.fromEntries(locales.map((l) => [l, localeEntries[l].label])) as Record<Locale, string>;

/** The query a link to `entry`'s language carries: the page's own, plus the entry's parameter if it has one. */
export function switchQuery(entry: LocaleEntry, query: Record<string, string>): Record<string, string> {
  return entry.query ? { ...query, [entry.query.key]: entry.query.value } : query;
}

/**
 * The one table of public paths. Keys are the internal English routes (the folders under
 * app/[locale]); values are the public Danish paths, used in both locales.
 * The first block holds the public pages and the signed-in person's own; the second, the pages a
 * mailed link opens without a sign-in, the payment pages, the embed and the company's side (console,
 * API reference).
 */
export const pathnames = {
  '/': '/',
  '/about': '/om-os',
  '/help': '/hjaelp',
  '/privacy': '/privatliv',
  '/terms': '/vilkaar',
  '/accessibility': '/tilgaengelighedserklaering',
  '/city-guides': '/byguides',
  '/city-guides/[slug]': '/byguides/[slug]',
  '/articles': '/artikler',
  '/articles/[slug]': '/artikler/[slug]',
  '/rental-housing': '/lejebolig',
  '/rental-housing/[slug]': '/lejebolig/[slug]',
  '/rental-housing/[slug]/statistics': '/lejebolig/[slug]/statistik',
  '/new-build': '/nybyggeri',
  '/new-build/[slug]': '/nybyggeri/[slug]',
  '/search': '/soeg',
  '/search-waiting-lists': '/soeg-ventelister',
  '/property-group/[slug]': '/ejendom/[slug]',
  '/property-group/shared/[slug]': '/ejendom/shared/[slug]',
  '/property-group/[slug]/open-house': '/ejendom/[slug]/aabent-hus',
  '/property-group/[slug]/waiting-list/apply': '/ejendom/[slug]/waiting-list/apply',
  '/property-group/[slug]/waiting-list/confirmation': '/ejendom/[slug]/waiting-list/confirmation',
  '/property/[slug]': '/bolig/[slug]',
  '/property/[slug]/apply': '/bolig/[slug]/anmod',
  '/glossary': '/ordbog',
  '/glossary/[slug]': '/ordbog/[slug]',
  '/company/[slug]': '/virksomhed/[slug]',
  '/account': '/konto',
  '/account/personal-info': '/konto/personlig-info',
  '/account/profile': '/konto/profil',
  '/account/notifications': '/konto/notifikationer',
  '/account/my-data': '/konto/mine-data',
  '/account/messages': '/konto/beskeder',
  '/my-data/[token]': '/mine-data/[token]',
  '/interest-lists': '/interesselister',
  '/waiting-lists': '/ventelister',
  '/subscriptions': '/abonnementer',
  '/saved-searches': '/gemte-soegninger',
  '/applications': '/anmodninger',
  '/application/[id]': '/anmodning/[id]',
  '/feedback': '/feedback',

  '/booking-invitation/[token]': '/fremvisning/[token]',
  '/booking-invitation/[token]/confirmation': '/fremvisning/[token]/bekraeftelse',
  '/booking-invitation/[token]/cancel': '/fremvisning/[token]/afbestil',
  '/booking-link/[token]': '/fremvisningstider/[token]',
  '/booking-survey/[token]': '/evaluering/[token]',
  '/booking-survey/[token]/confirmation': '/evaluering/[token]/bekraeftelse',
  '/tenant-assignment-offer/[token]': '/tilbud/[token]',
  '/tenant-assignment-offer/[token]/interest': '/tilbud/[token]/interesse',
  '/contract/[token]': '/kontrakt/[token]',
  '/waiting-list-offer/[token]': '/ventelistetilbud/[token]',
  '/waiting-list-complete-signup/[token]': '/venteliste-tilmelding/[token]',
  '/saved-searches/unsubscribe/[token]': '/gemte-soegninger/afmeld/[token]',
  '/payment-confirmation/[id]': '/betaling/[id]',
  '/payment-confirmation/[id]/sandbox': '/betaling/[id]/test',
  '/subscriptions/stop/[token]': '/abonnementer/stop/[token]',
  '/embed/[company]': '/embed/[company]',
  '/account/company': '/konto/virksomhed',
  '/account/company/applications': '/konto/virksomhed/ansoegninger',
  '/account/company/applications/[id]': '/konto/virksomhed/ansoegninger/[id]',
  '/account/company/members': '/konto/virksomhed/medlemmer',
  '/account/company/api-keys': '/konto/virksomhed/api-noegler',
  '/account/company/webhooks': '/konto/virksomhed/webhooks',
  '/account/company/embed': '/konto/virksomhed/indlejring',
  '/account/company/offers': '/konto/virksomhed/tilbud',
  '/account/company/contracts': '/konto/virksomhed/kontrakter',
  '/account/company/open-house': '/konto/virksomhed/aabent-hus',
  '/account/company/open-house/[id]': '/konto/virksomhed/aabent-hus/[id]',
  '/account/company/waiting-lists': '/konto/virksomhed/ventelister',
  '/account/company/viewings': '/konto/virksomhed/fremvisninger',
  '/account/company/insight': '/konto/virksomhed/indsigt',
  '/account/company/log': '/konto/virksomhed/log',
  '/account/company/messages': '/konto/virksomhed/beskeder',
  '/account/company/messages/[id]': '/konto/virksomhed/beskeder/[id]',
  '/developers': '/udvikler',
} as const;

export type AppPathname = keyof typeof pathnames;

/** A route without parameters: one page, the same address for everyone. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/**
 * Who each static route is for: `indexed` pages are public and worth a search engine's visit (the
 * sitemap lists them); `personal` pages show only their signed-in owner's data, so a crawler only
 * ever sees a sign-in prompt (robots.txt keeps it out). Every static route must be named here, so a
 * new route forces someone to decide. The order is the sitemap's.
 */
const staticRouteAudience = {
  '/': 'indexed',
  '/about': 'indexed',
  '/help': 'indexed',
  '/privacy': 'indexed',
  '/terms': 'indexed',
  '/accessibility': 'indexed',
  '/city-guides': 'indexed',
  '/articles': 'indexed',
  '/glossary': 'indexed',
  '/rental-housing': 'indexed',
  '/new-build': 'indexed',
  '/search': 'indexed',
  '/search-waiting-lists': 'indexed',
  '/feedback': 'indexed',
  '/developers': 'indexed',
  '/account': 'personal',
  '/account/personal-info': 'personal',
  '/account/profile': 'personal',
  '/account/notifications': 'personal',
  '/account/my-data': 'personal',
  '/account/messages': 'personal',
  '/interest-lists': 'personal',
  '/waiting-lists': 'personal',
  '/subscriptions': 'personal',
  '/saved-searches': 'personal',
  '/applications': 'personal',
  '/account/company': 'personal',
  '/account/company/applications': 'personal',
  '/account/company/members': 'personal',
  '/account/company/api-keys': 'personal',
  '/account/company/webhooks': 'personal',
  '/account/company/embed': 'personal',
  '/account/company/offers': 'personal',
  '/account/company/contracts': 'personal',
  '/account/company/open-house': 'personal',
  '/account/company/waiting-lists': 'personal',
  '/account/company/viewings': 'personal',
  '/account/company/insight': 'personal',
  '/account/company/log': 'personal',
  '/account/company/messages': 'personal',
} as const satisfies Record<StaticPathname, 'indexed' | 'personal'>;

type StaticRouteAudience = typeof staticRouteAudience;
type StaticRoutesFor<A extends string> = {
  [R in keyof StaticRouteAudience]: StaticRouteAudience[R] extends A ? R : never;
}[keyof StaticRouteAudience];

function staticRoutesFor<A extends 'indexed' | 'personal'>(audience: A): StaticRoutesFor<A>[] {
  return (Object.keys(staticRouteAudience) as (keyof StaticRouteAudience)[]).filter(
    (route): route is StaticRoutesFor<A> => staticRouteAudience[route] === audience,
  );
}

/** Static routes a search engine should find: public, the same for everyone, worth a visit. */
export const indexedStaticRoutes = staticRoutesFor('indexed');

/**
 * The pages without parameters that only their signed-in owner sees. Each is reachable from the
 * user menu, /konto or (for company members) the console: tests/e2e/home-base.spec.ts walks them.
 */
export const personalPathnames = staticRoutesFor('personal');

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames,
  // The path says the language: an unprefixed link is Danish, even after an English page left its
  // locale cookie behind (the cookie still names the language of the API's answers). Only a first
  // visit, without that cookie, goes by the browser's language too (./locale-routing.ts).
  localeDetection: false,
  // next-intl's Link header names the alternates on the request's Host, whatever it is; the pages
  // name them in their <head> on SITE_URL or a known white-label host (lib/i18n/metadata.ts).
  alternateLinks: false,
});

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}
