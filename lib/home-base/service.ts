import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { listMyApplications } from '@/lib/applications/service';
import { listInterestLists } from '@/lib/interest-lists/service';
import { listMyLeasesToSign } from '@/lib/offers/contract-service';
import { listMyUnansweredOffers } from '@/lib/offers/service';
import { listMyUpcomingRegistrations } from '@/lib/open-house/service';
import { membershipsOf } from '@/lib/providers/console-service';
import { listSavedSearchLinks } from '@/lib/saved-searches/service';
import { listMySubscriptions } from '@/lib/subscriptions/service';
import { listMyViewings } from '@/lib/viewings/service';
import { listMyUnansweredWaitingListOffers } from '@/lib/waiting-lists/offer-service';
import { listMyPlaces } from '@/lib/waiting-lists/service';
import { soonestDeadlineFirst, soonestFirst, sortRenewals, sortViewings } from './rules';
import type { AwaitingItem, HomeBase, MenuSummary } from './schema';

/*
 * The account's home base (/konto): what waits for the person's answer, what is coming up, and the
 * rest of their own things, gathered through each area's service in one round of parallel calls.
 * Every area scopes its query to the person, so nobody sees another's items.
 */

/** What waits for an answer, from the areas that ask for one; also what the user menu's badge counts. */
async function gatherAwaiting(user: SessionUser, now: Date) {
  const [offers, waitingListOffers, leases, viewings, subscriptions] = await Promise.all([
    listMyUnansweredOffers(user, now),
    listMyUnansweredWaitingListOffers(user, now),
    listMyLeasesToSign(user, now),
    listMyViewings(user, now),
    listMySubscriptions(user),
  ]);
  const sortedViewings = sortViewings(viewings, now);
  const renewals = sortRenewals(subscriptions, now);
  const awaiting: AwaitingItem[] = [
    ...offers.map((offer): AwaitingItem => ({ kind: 'offer', deadline: offer.deadline, offer })),
    ...waitingListOffers.map((offer): AwaitingItem => ({ kind: 'waitingListOffer', deadline: offer.deadline, offer })),
    ...leases.map((lease): AwaitingItem => ({ kind: 'lease', deadline: lease.deadline, lease })),
    ...sortedViewings.awaiting,
    ...renewals.awaiting,
  ];
  return { awaiting: soonestDeadlineFirst(awaiting), viewingsAhead: sortedViewings.upcoming, renewalsAhead: renewals.upcoming };
}

export async function getHomeBase(user: SessionUser, now = new Date()): Promise<HomeBase> {
  const [gathered, registrations, applications, places, interestLists, savedSearches] = await Promise.all([
    gatherAwaiting(user, now),
    listMyUpcomingRegistrations(user, now),
    listMyApplications(user, 'active'),
    listMyPlaces(user, now),
    listInterestLists(user),
    listSavedSearchLinks(user),
  ]);
  const openHouses = registrations.map((registration) => ({ kind: 'openHouse' as const, at: registration.startsAt, registration }));
  return {
    awaiting: gathered.awaiting,
    upcoming: soonestFirst([...gathered.viewingsAhead, ...openHouses, ...gathered.renewalsAhead]),
    applications: applications.items,
    places,
    interestLists,
    savedSearches,
  };
}

/** How many things wait for the person's answer: the user menu's badge. */
export async function countAwaiting(user: SessionUser, now = new Date()): Promise<number> {
  return (await gatherAwaiting(user, now)).awaiting.length;
}

/** The user menu's badge and whether it links the company console. */
export async function menuSummary(user: SessionUser, now = new Date()): Promise<MenuSummary> {
  const [awaiting, memberships] = await Promise.all([countAwaiting(user, now), membershipsOf(user)]);
  return { awaiting, companyMember: memberships.length > 0 };
}
