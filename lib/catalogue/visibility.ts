import { PublicationStatus, type Availability } from '@/lib/db/schema/catalogue';

/** SPEC §3 publication rules for how a group (and its homes) may be reached. */
export type Visibility = 'hidden' | 'shareable' | 'public';

export function visibilityOf(status: PublicationStatus): Visibility {
  switch (status) {
    case PublicationStatus.PUBLISHED:
    case PublicationStatus.WAITING_LIST:
      return 'public';
    case PublicationStatus.SHAREABLE:
      return 'shareable';
    default:
      return 'hidden';
  }
}

/** Groups that may appear in public lists (a landlord's page, the embed); shareable ones never do. */
export const listedStatuses: readonly PublicationStatus[] = [PublicationStatus.PUBLISHED, PublicationStatus.WAITING_LIST];

/** A let home stays reachable by its link, as search does, but is not listed any more. */
export const listedAvailabilities: readonly Availability[] = ['available', 'reserved', 'unknown'];
