import type { AppPathname } from '@/lib/i18n/routing';

/**
 * The person's own pages, in the order the user menu and /konto list them: every personal page of
 * the routing table is reachable from here (tests/e2e/home-base.spec.ts walks the links). The
 * company console is added for company members only.
 */
export const personalPages = [
  '/account',
  '/applications',
  '/account/messages',
  '/waiting-lists',
  '/subscriptions',
  '/interest-lists',
  '/saved-searches',
  '/account/notifications',
  '/account/profile',
  '/account/personal-info',
  '/account/my-data',
] as const satisfies readonly AppPathname[];

export const companyConsolePage = '/account/company' as const satisfies AppPathname;

export type PersonalPage = (typeof personalPages)[number] | typeof companyConsolePage;
