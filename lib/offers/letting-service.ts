import 'server-only';
import type { HomeScope } from '@/lib/catalogue/home-scope';
import { getDb } from '@/lib/db/client';
import { findAcceptedHomeIds, findAcceptedOffers } from './letting-repository';
import type { OfferLetting } from './schema';

/** The scope's homes let through an accepted, binding offer up to `now`, newest first: the console's own offers and answers. */
export async function listOfferLettings(scope: HomeScope, now = new Date()): Promise<OfferLetting[]> {
  const rows = await findAcceptedOffers(await getDb(), scope, now);
  return rows.map(({ letAt, firstOfferAt, ...row }) => ({ ...row, letAt: new Date(letAt), firstOfferAt: new Date(firstOfferAt) }));
}

/** The ids of the scope's homes let through an accepted offer after `since` (up to `now`): which homes were let, without their rounds. */
export async function listOfferLetHomeIds(scope: HomeScope, since: Date, now = new Date()): Promise<number[]> {
  return findAcceptedHomeIds(await getDb(), scope, since, now);
}
