import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { WaitingListOfferPage, type WaitingListOfferPageData } from '@/components/waiting-lists/offer-page';
import { getWaitingListOfferByToken } from '@/lib/waiting-lists/offer-service';

/**
 * /ventelistetilbud/{token}: a home offered from a waiting list, answered yes or no until the
 * deadline (changeable until then). An unknown token is the 404 page; a failed read says so.
 */
async function load(token: string): Promise<WaitingListOfferPageData | null> {
  try {
    const offer = await getWaitingListOfferByToken(token);
    return offer ? { kind: 'found', offer, token } : null;
  } catch (error) {
    console.error('Waiting-list offer page: the offer could not be read', error);
    return { kind: 'failed' };
  }
}

const page = entityRoutePage({
  route: '/waiting-list-offer/[token]',
  load: async ({ token }: { token: string }, locale) => {
    const data = await load(token);
    if (!data) return null;
    const { title } = await pageTexts('waitingListOffer', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale, searchParams) => <WaitingListOfferPage data={data} locale={locale} searchParams={searchParams} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
