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
  'openBooks',
  'conversations',
] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = Record<Namespace, Record<string, unknown>>;

async function importMessages(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(loaded) as Messages;
}

// The files are part of the build, so every request of a process (and every node) reads the same
// texts: they are gathered once per locale. Gathering them per request cost about a millisecond of
// each render (thirty dynamic imports, each building the bundler's table of every message file).
// Callers never change the result: the CMS texts are laid over a copy (lib/content/cms-messages.ts).
const loadedMessages = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loadedMessages.get(locale);
  if (!messages) {
    messages = importMessages(locale);
    loadedMessages.set(locale, messages);
    // A failed import is not kept: the next request tries again.
    messages.catch(() => loadedMessages.delete(locale));
  }
  return messages;
}
