import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { BookingCancelBody } from '@/components/viewings/booking-cancel-body';
import { loadInvitationPage } from '@/components/viewings/load-viewing-page';

/** /fremvisning/{token}/afbestil: cancel the booked place from the mail's link, with or without JavaScript. */
const page = entityRoutePage({
  route: '/booking-invitation/[token]/cancel',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadInvitationPage(token);
    if (!data) return null;
    const { title } = await pageTexts('bookingCancel', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale, searchParams) => <BookingCancelBody data={data} locale={locale} searchParams={searchParams} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
