import 'server-only';
import type { HomeScope } from '@/lib/catalogue/home-scope';
import { getDb } from '@/lib/db/client';
import { findAcceptedOffers } from './letting-repository';
import type { OfferLetting } from './schema';

/** The scope's homes let through an accepted, binding offer up to `now`, newest first: the console's own offers and answers. */
export async function listOfferLettings(scope: HomeScope, now = new Date()): Promise<OfferLetting[]> {
  const rows = await findAcceptedOffers(await getDb(), scope, now);
  return rows.map(({ letAt, firstOfferAt, ...row }) => ({ ...row, letAt: new Date(letAt), firstOfferAt: new Date(firstOfferAt) }));
}
