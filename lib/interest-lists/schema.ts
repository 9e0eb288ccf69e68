import { z } from 'zod';
import { interestListEvents, type InterestListEvent } from '@/lib/db/schema/interest-lists';
import type { PublicationStatus } from '@/lib/db/schema/catalogue';

export { interestListEvents, type InterestListEvent };

/** What the group page posts: follow the group; the marketing consent is its own, unticked box. */
export const followGroupSchema = z.object({ marketingConsent: z.boolean().default(false) });
export type FollowGroup = z.output<typeof followGroupSchema>;

export const marketingConsentSchema = z.object({ marketingConsent: z.boolean() });

export const groupSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** The facts of a group that decide whether it can be followed and what its list's state is. */
export type GroupFollowFacts = {
  groupId: number;
  slug: string;
  name: string;
  city: string;
  companyId: number;
  publicationStatus: PublicationStatus;
  isNewBuild: boolean;
  hasWaitingList: boolean;
  /** Homes of the group open to search (public, not let). */
  openHomes: number;
  /** The group keeps a waiting list that the landlord has closed to sign-ups. */
  waitingListClosed: boolean;
};

/**
 * Where the followed group stands: not letting yet (a new build, no homes out), its waiting list
 * closed or open, letting homes now, or not shown at the moment (the landlord hid it).
 */
export const interestListStates = ['notYetLetting', 'waitingListClosed', 'waitingListOpen', 'letting', 'hidden'] as const;
export type InterestListState = (typeof interestListStates)[number];

/** One of the person's interest lists, as /interesselister shows it. */
export type InterestListEntry = {
  group: { slug: string; name: string; city: string };
  state: InterestListState;
  since: string;
  marketingConsent: boolean;
  lastAnnouncement: { event: InterestListEvent; at: string } | null;
};

/** A group an overview page offers to follow. */
export type FollowableGroup = InterestListEntry['group'];

/** What the group page needs for its "Hold mig orienteret" box. */
export type FollowStatus = { canFollow: boolean; following: boolean; marketingConsent: boolean };

export type AnnounceInput = { groupId: number; event: InterestListEvent; reference?: string };
/** `announced: false` when this announcement was made before (nothing is sent again). */
export type AnnounceResult = { announced: boolean; recipients: number };
