import type { AppPathname } from '@/lib/i18n/routing';

type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

/** Static routes a search engine should find: public, the same for everyone, worth a visit. */
export const indexedStaticRoutes = [
  '/',
  '/about',
  '/help',
  '/privacy',
  '/terms',
  '/city-guides',
  '/articles',
  '/glossary',
  '/rental-housing',
  '/new-build',
  '/search',
  '/search-waiting-lists',
  '/feedback',
  '/developers',
] as const satisfies readonly StaticPathname[];

/**
 * Static routes kept out of the sitemap: they show the signed-in person's own data, so a crawler
 * only ever sees a sign-in prompt. Every static route is in exactly one of the two lists (a unit
 * test checks it), so a new route forces someone to decide.
 */
export const personalStaticRoutes = [
  '/account',
  '/account/personal-info',
  '/account/profile',
  '/account/notifications',
  '/interest-lists',
  '/waiting-lists',
  '/subscriptions',
  '/saved-searches',
  '/applications',
  '/account/company',
  '/account/company/applications',
  '/account/company/members',
  '/account/company/api-keys',
  '/account/company/webhooks',
  '/account/company/embed',
  '/account/company/offers',
  '/account/company/contracts',
  '/account/company/open-house',
  '/account/company/waiting-lists',
  '/account/company/viewings',
] as const satisfies readonly StaticPathname[];
