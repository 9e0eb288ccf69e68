/**
 * Where an application stands (in the product's wording). Kept free of imports: the database schema, the
 * services and the browser all read it.
 */
export const applicationStatuses = [
  'sent',
  'seen',
  'invitedToViewing',
  'offered',
  'declined',
  'withdrawn',
  'withdrawnByLandlord',
  'inactive',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The landlord may still act on these; the others are final and count as inactive. */
export const activeStatuses: readonly ApplicationStatus[] = ['sent', 'seen', 'invitedToViewing', 'offered'];

export function isActiveStatus(status: ApplicationStatus): boolean {
  return activeStatuses.includes(status);
}

export const applicationFilters = ['active', 'inactive'] as const;
export type ApplicationFilter = (typeof applicationFilters)[number];

/** Inactive applications the person deleted are anonymised this long after they became inactive. */
export const ANONYMISE_AFTER_DAYS = 30;

/** The statuses a landlord sets; the last two end the application. */
export type LandlordStatus = 'seen' | 'declined' | 'withdrawnByLandlord';

/**
 * What a landlord's status change does to an application in `from`: 'seen' only follows 'sent'
 * (marking a later status seen again changes nothing); declining and withdrawing need an active
 * application; anything else is refused.
 */
export function landlordTransition(from: ApplicationStatus, to: LandlordStatus): 'change' | 'unchanged' | 'refused' {
  if (!isActiveStatus(from)) return 'refused';
  if (to !== 'seen') return 'change';
  return from === 'sent' ? 'change' : 'unchanged';
}
