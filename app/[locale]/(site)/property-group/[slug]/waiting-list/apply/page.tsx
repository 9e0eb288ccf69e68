import { entityRoutePage } from '@/components/layout/entity-page';
import { loadListPage, SignUpPageBody } from '@/components/waiting-lists/sign-up-page';

/** Signing up for a group's waiting list; a group without a public list is 404. */
const page = entityRoutePage({
  route: '/property-group/[slug]/waiting-list/apply',
  load: ({ slug }: { slug: string }, locale) => loadListPage('waitingListApply', slug, locale),
  body: ({ data }, locale) => <SignUpPageBody list={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
