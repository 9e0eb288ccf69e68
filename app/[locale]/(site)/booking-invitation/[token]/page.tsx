import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { InvitationPageBody } from '@/components/viewings/invitation-page-body';
import { loadInvitationPage } from '@/components/viewings/load-viewing-page';

/**
 * /fremvisning/{token}: the home, the times and the meeting place; accept a time or decline, and
 * change the answer until the viewing starts. An unknown token is the 404 page.
 */
const page = entityRoutePage({
  route: '/booking-invitation/[token]',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadInvitationPage(token);
    if (!data) return null;
    const { title } = await pageTexts('bookingInvitation', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale, searchParams) => <InvitationPageBody data={data} locale={locale} searchParams={searchParams} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
