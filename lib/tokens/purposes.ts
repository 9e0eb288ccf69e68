/**
 * What a link token may open (docs/tokens.md). A token of one purpose never opens another, so a
 * survey link cannot answer the invitation, nor an offer link sign the contract. Stored as text in
 * link_tokens.purpose: renaming one is a data migration.
 */
export const linkTokenPurposes = [
  'offer',
  'viewingInvitation',
  'viewingSurvey',
  'viewingBooking',
  'openHouseCancel',
  'contract',
  'waitingListOffer',
  'waitingListInvitation',
  'subscriptionStop',
  'myDataExport',
] as const;

export type LinkTokenPurpose = (typeof linkTokenPurposes)[number];
