/**
 * Sub-trees of messages only some pages' client components read (the company console, the token and
 * payment pages): those pages send them through components/layout/scoped-messages.tsx, so no other
 * page carries their weight.
 */
export const MESSAGE_SCOPES = [
  'companyConsole',
  'waitingList',
  'tenantAssignmentFlowOffer',
  'waitingListOfferConfirmation',
  'property.openHouse',
  'bookingInvitation',
  'bookingSurvey',
  'paymentConfirmation',
  'subscriptions',
  'homeBase',
  'conversations',
] as const;

export type MessageScope = (typeof MESSAGE_SCOPES)[number];
