import 'server-only';
import type { HomeScope } from '@/lib/catalogue/home-scope';
import { getDb } from '@/lib/db/client';
import { findAwardedHomeIds, findAwardedOffers } from './letting-repository';
import type { WaitingListLetting } from './schema';

/** The scope's homes given to a member of their list up to `now`, newest first: the console's own offers and awards. */
export async function listWaitingListLettings(scope: HomeScope, now = new Date()): Promise<WaitingListLetting[]> {
  const rows = await findAwardedOffers(await getDb(), scope, now);
  return rows.map(({ awardedAt, firstOfferAt, ...row }) => ({ ...row, letAt: new Date(awardedAt), firstOfferAt: new Date(firstOfferAt) }));
}

/** The ids of the scope's homes given to a member after `since` (up to `now`): which homes were let, without their rounds. */
export async function listWaitingListLetHomeIds(scope: HomeScope, since: Date, now = new Date()): Promise<number[]> {
  return findAwardedHomeIds(await getDb(), scope, since, now);
}
