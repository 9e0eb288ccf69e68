import type { Locale } from './routing';

/** The translation namespaces plus `common` and the product's own; one JSON file per namespace and locale. */
export const namespaces = [
  'common',
  'account',
  'general',
  'rentalHousing',
  'rentalOverview',
  'applyModal',
  'newBuilds',
  'search',
  'applications',
  'application',
  'waitingListOfferConfirmation',
  'waitingList',
  'waitingListCompleteSignup',
  'paymentConfirmation',
  'property',
  'moreDetails',
  'propertyFinancials',
  'tenantAssignmentFlowOffer',
  'tenantAssignmentFlowOfferInterest',
  'bookingInvitation',
  'bookingInvitationConfirmation',
  'bookingSurvey',
  'bookingSurveyConfirmation',
  'embedded',
  'subscriptions',
  'email',
  'content',
  'companyConsole',
  'homeBase',
] as const;

export type Namespace = (typeof namespaces)[number];

export async function loadMessages(locale: Locale): Promise<Record<Namespace, Record<string, unknown>>> {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(loaded) as Record<Namespace, Record<string, unknown>>;
}
