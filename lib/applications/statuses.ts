/**
 * Where an application stands (SPEC §4 wording). Kept free of imports: the database schema, the
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

/** Inactive applications the person deleted are anonymised this long after they became inactive (SPEC §9). */
export const ANONYMISE_AFTER_DAYS = 30;
