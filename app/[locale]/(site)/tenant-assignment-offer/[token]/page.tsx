import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { loadOfferPage } from '@/components/offers/load-offer-page';
import { OfferPageBody } from '@/components/offers/offer-page-body';

/**
 * /tilbud/{token}: the offered home, its terms and financials, and the answer (changeable until the
 * deadline, binding after it, which the page says from the start). An unknown token is the 404 page.
 */
const page = entityRoutePage({
  route: '/tenant-assignment-offer/[token]',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadOfferPage(token);
    if (!data) return null;
    const { title } = await pageTexts('tenantAssignmentOffer', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale, searchParams) => <OfferPageBody data={data} locale={locale} searchParams={searchParams} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
