import type { Messages } from 'next-intl';
import type { AppPathname } from './routing';

export type PageKey = keyof Messages['common']['pages'];

/** Which `common.pages` entry titles each route; breadcrumbs and metadata read it from here. */
export const pageKeys = {
  '/': 'home',
  '/about': 'about',
  '/help': 'help',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/accessibility': 'accessibility',
  '/city-guides': 'cityGuides',
  '/city-guides/[slug]': 'cityGuides',
  '/articles': 'articles',
  '/articles/[slug]': 'articles',
  '/rental-housing': 'rentalHousing',
  '/rental-housing/[slug]': 'rentalHousingCity',
  '/rental-housing/[slug]/statistics': 'rentalHousingStatistics',
  '/new-build': 'newBuild',
  '/new-build/[slug]': 'newBuildCity',
  '/search': 'search',
  '/search-waiting-lists': 'searchWaitingLists',
  '/property-group/[slug]': 'propertyGroup',
  '/property-group/shared/[slug]': 'propertyGroup',
  '/property-group/[slug]/open-house': 'openHouse',
  '/property-group/[slug]/waiting-list/apply': 'waitingListApply',
  '/property-group/[slug]/waiting-list/confirmation': 'waitingListConfirmation',
  '/property/[slug]': 'property',
  '/property/[slug]/apply': 'propertyApply',
  '/glossary': 'glossary',
  '/glossary/[slug]': 'glossary',
  '/company/[slug]': 'company',
  '/account': 'account',
  '/account/personal-info': 'personalInfo',
  '/account/profile': 'profile',
  '/account/notifications': 'notifications',
  '/account/my-data': 'myData',
  '/account/messages': 'messages',
  '/my-data/[token]': 'myDataLink',
  '/interest-lists': 'interestLists',
  '/waiting-lists': 'waitingLists',
  '/subscriptions': 'subscriptions',
  '/saved-searches': 'savedSearches',
  '/applications': 'applications',
  '/application/[id]': 'application',
  '/feedback': 'feedback',
  '/booking-invitation/[token]': 'bookingInvitation',
  '/booking-invitation/[token]/confirmation': 'bookingInvitationConfirmation',
  '/booking-invitation/[token]/cancel': 'bookingCancel',
  '/booking-link/[token]': 'bookingLink',
  '/booking-survey/[token]': 'bookingSurvey',
  '/booking-survey/[token]/confirmation': 'bookingSurveyConfirmation',
  '/tenant-assignment-offer/[token]': 'tenantAssignmentOffer',
  '/tenant-assignment-offer/[token]/interest': 'tenantAssignmentOfferInterest',
  '/contract/[token]': 'contract',
  '/waiting-list-offer/[token]': 'waitingListOffer',
  '/waiting-list-complete-signup/[token]': 'waitingListCompleteSignup',
  '/saved-searches/unsubscribe/[token]': 'savedSearchUnsubscribe',
  '/payment-confirmation/[id]': 'paymentConfirmation',
  '/payment-confirmation/[id]/sandbox': 'sandboxCheckout',
  '/subscriptions/stop/[token]': 'subscriptionStop',
  '/embed/[company]': 'embed',
  '/account/company': 'companyConsole',
  '/account/company/applications': 'companyApplications',
  '/account/company/applications/[id]': 'companyApplication',
  '/account/company/members': 'companyMembers',
  '/account/company/api-keys': 'companyApiKeys',
  '/account/company/webhooks': 'companyWebhooks',
  '/account/company/embed': 'companyEmbed',
  '/account/company/offers': 'companyOffers',
  '/account/company/contracts': 'companyContracts',
  '/account/company/open-house': 'companyOpenHouse',
  '/account/company/open-house/[id]': 'companyOpenHouse',
  '/account/company/waiting-lists': 'companyWaitingLists',
  '/account/company/viewings': 'companyViewings',
  '/account/company/insight': 'companyInsight',
  '/account/company/log': 'companyLog',
  '/account/company/messages': 'companyMessages',
  '/account/company/messages/[id]': 'companyConversation',
  '/developers': 'developers',
} as const satisfies Record<AppPathname, PageKey>;

/** The static routes above `route` (e.g. `/account` for `/account/profile`), outermost first. */
export function staticAncestors(route: AppPathname): AppPathname[] {
  const parts = route.split('/').filter(Boolean);
  const ancestors: AppPathname[] = [];
  for (let i = 1; i < parts.length; i++) {
    const candidate = `/${parts.slice(0, i).join('/')}`;
    if (candidate in pageKeys && !candidate.includes('[')) ancestors.push(candidate as AppPathname);
  }
  return ancestors;
}
