import { visibilityOf } from '@/lib/catalogue/visibility';
import { hasWaitingList } from '@/lib/catalogue/rules';
import type { GroupFollowFacts, InterestListState } from './schema';

/** Where the group stands for the people following it. */
export function interestListStateOf(group: GroupFollowFacts): InterestListState {
  if (visibilityOf(group.publicationStatus) === 'hidden') return 'hidden';
  if (group.openHomes > 0) return 'letting';
  if (hasWaitingList(group)) return group.waitingListClosed ? 'waitingListClosed' : 'waitingListOpen';
  return 'notYetLetting';
}

/**
 * "Hold mig orienteret" is offered where there is something to wait for: a new build, a shown group
 * that is not letting yet (no homes out and no open waiting list), or a waiting list closed to
 * sign-ups. A hidden group cannot be followed: nobody may learn of it through us.
 */
export function canFollow(group: GroupFollowFacts): boolean {
  const state = interestListStateOf(group);
  if (state === 'hidden') return false;
  return group.isNewBuild || state === 'notYetLetting' || group.waitingListClosed;
}
