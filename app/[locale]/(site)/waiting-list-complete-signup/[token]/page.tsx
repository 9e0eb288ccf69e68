import { entityRoutePage } from '@/components/layout/entity-page';
import { InvitationPageBody, loadInvitationPage } from '@/components/waiting-lists/invitation-page';

/** An imported member's link: complete the sign-up and keep the seniority; an unknown token is 404. */
const page = entityRoutePage({
  route: '/waiting-list-complete-signup/[token]',
  load: loadInvitationPage,
  body: ({ data }, locale) => <InvitationPageBody {...data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
