import { entityRoutePage } from '@/components/layout/entity-page';
import { ConfirmationPageBody, loadListPage } from '@/components/waiting-lists/sign-up-page';

/** After a free sign-up: the person is on the list, and the receipt is on its way. */
const page = entityRoutePage({
  route: '/property-group/[slug]/waiting-list/confirmation',
  load: ({ slug }: { slug: string }, locale) => loadListPage('waitingListConfirmation', slug, locale),
  body: ({ data }, locale) => <ConfirmationPageBody list={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
