import { OfferConfirmation } from '@/components/offers/offer-confirmation';
import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { loadOfferPage } from '@/components/offers/load-offer-page';

/** /tilbud/{token}/interesse: the confirmation of the answer given on the offer's page. */
const page = entityRoutePage({
  route: '/tenant-assignment-offer/[token]/interest',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadOfferPage(token);
    if (!data) return null;
    const { title } = await pageTexts('tenantAssignmentOfferInterest', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale) => <OfferConfirmation data={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
