import type { MetadataRoute } from 'next';
import { getPathname } from '@/lib/i18n/navigation';
import { locales, personalPathnames, type AppPathname } from '@/lib/i18n/routing';

/**
 * Routes whose every page is personal: reached by a token or id from an e-mail, or showing one
 * person's data. Crawling them wastes budget at best. (`/embed` stays crawlable: its
 * `noindex, indexifembedded` lets its homes count for the landlord's page that frames it.)
 */
const personalDynamicRoutes = [
  '/application/[id]',
  '/my-data/[token]',
  '/booking-invitation/[token]',
  '/booking-link/[token]',
  '/booking-survey/[token]',
  '/tenant-assignment-offer/[token]',
  '/contract/[token]',
  '/waiting-list-offer/[token]',
  '/waiting-list-complete-signup/[token]',
  '/payment-confirmation/[id]',
] as const satisfies readonly AppPathname[];

// Nested routes (/account/profile) are covered by their parent's prefix.
const blockedStaticRoutes = personalPathnames.filter(
  (route) => !personalPathnames.some((parent) => route !== parent && route.startsWith(`${parent}/`)),
);

const PLACEHOLDER = 'robots-placeholder';

/** `/fremvisning/[token]` → `/fremvisning/`: the public prefix up to the first parameter. */
function dynamicPrefix(route: (typeof personalDynamicRoutes)[number], locale: (typeof locales)[number]): string {
  const params = Object.fromEntries([...route.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, PLACEHOLDER]));
  const path = getPathname({ locale, href: { pathname: route, params } as never });
  return path.slice(0, path.indexOf(PLACEHOLDER));
}

/** Every Disallow rule, in both locales: the API, personal pages and token pages. */
export function disallowedPaths(): string[] {
  const paths = locales.flatMap((locale) => [
    ...blockedStaticRoutes.map((route) => getPathname({ locale, href: route })),
    ...personalDynamicRoutes.map((route) => dynamicPrefix(route, locale)),
  ]);
  return ['/api/', ...new Set(paths)];
}

export function robotsRules(sitemapUrl: string): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: disallowedPaths() }, sitemap: sitemapUrl };
}
