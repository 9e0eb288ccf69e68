import 'server-only';
import { headers } from 'next/headers';
import { getOfferByToken } from '@/lib/offers/service';
import { requestNow } from '@/lib/time/test-clock';
import type { OfferPageData } from './offer-page-body';

/**
 * What a link to an offer opens, for its two pages: null (the 404 page) for an unknown token; an
 * expired link; or, when reading failed, the "could not load the home" error instead of a broken page.
 */
export async function loadOfferPage(token: string): Promise<OfferPageData | null> {
  try {
    const lookup = await getOfferByToken(token, requestNow(await headers()));
    if (lookup.kind === 'notFound') return null;
    return lookup.kind === 'expired' ? { kind: 'expired' } : { kind: 'found', offer: lookup.offer, token };
  } catch (error) {
    console.error('Offer page: the offer could not be read', error);
    return { kind: 'failed' };
  }
}
