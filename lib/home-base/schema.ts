import type { ApplicationSummary } from '@/lib/applications/schema';
import type { InterestListEntry } from '@/lib/interest-lists/schema';
import type { PendingLease, PendingOffer } from '@/lib/offers/schema';
import type { UpcomingRegistration } from '@/lib/open-house/schema';
import type { SavedSearchLink } from '@/lib/saved-searches/schema';
import type { SubscriptionSummary } from '@/lib/subscriptions/schema';
import type { TimelineViewing } from '@/lib/viewings/schema';
import type { PendingWaitingListOffer } from '@/lib/waiting-lists/offer-schema';
import type { MyPlace } from '@/lib/waiting-lists/schema';

/** Something that waits for the person's answer; `deadline` (an instant, ISO) is the last moment to give it. */
export type AwaitingItem = { deadline: string } & (
  | { kind: 'offer'; offer: PendingOffer }
  | { kind: 'waitingListOffer'; offer: PendingWaitingListOffer }
  | { kind: 'lease'; lease: PendingLease }
  | { kind: 'viewingInvitation'; viewing: TimelineViewing }
  | { kind: 'survey'; viewing: TimelineViewing }
  | { kind: 'unpaidRenewal'; subscription: SubscriptionSummary }
);

/** Something coming up that needs no answer; `at` (an instant, ISO) is when it happens. */
export type UpcomingItem = { at: string } & (
  | { kind: 'viewing'; viewing: TimelineViewing }
  | { kind: 'openHouse'; registration: UpcomingRegistration }
  | { kind: 'renewal'; subscription: SubscriptionSummary }
);

/** Everything /konto shows, gathered from each area's own service. */
export type HomeBase = {
  awaiting: AwaitingItem[];
  upcoming: UpcomingItem[];
  applications: ApplicationSummary[];
  places: MyPlace[];
  interestLists: InterestListEntry[];
  savedSearches: SavedSearchLink[];
};

/** What the user menu shows beyond its links: the badge's count and whether the console belongs in it. */
export type MenuSummary = { awaiting: number; companyMember: boolean };

/**
 * What the header asks for on every page, in one request: who is signed in and their menu's summary
 * (`GET /api/account/session`); null when nobody is.
 */
export type AccountSession = { user: { id: string; name: string; email: string }; menu: MenuSummary } | null;
