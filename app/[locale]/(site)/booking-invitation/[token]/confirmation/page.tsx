import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { InvitationConfirmation } from '@/components/viewings/invitation-confirmation';
import { loadInvitationPage } from '@/components/viewings/load-viewing-page';

/** /fremvisning/{token}/bekraeftelse: the answer given, the calendar file and the ways on. */
const page = entityRoutePage({
  route: '/booking-invitation/[token]/confirmation',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadInvitationPage(token);
    if (!data) return null;
    const { title } = await pageTexts('bookingInvitationConfirmation', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale) => <InvitationConfirmation data={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
