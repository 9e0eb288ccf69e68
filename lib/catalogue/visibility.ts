import { PublicationStatus } from '@/lib/db/schema/catalogue';

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
