import { headers } from 'next/headers';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { BookingLinkBody } from '@/components/viewings/booking-link-body';
import { loadBookingLinkPage } from '@/components/viewings/load-viewing-page';
import { getSessionUser } from '@/lib/accounts/session';

/**
 * /fremvisningstider/{token}: a viewing's shared link. Anyone may see the times; booking one takes a
 * sign-in, so the booking has an owner (on /konto) and a mail address. An unknown token is the 404 page.
 */
const page = entityRoutePage({
  route: '/booking-link/[token]',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadBookingLinkPage(token);
    if (!data) return null;
    const user = await getSessionUser(await headers());
    const { title } = await pageTexts('bookingLink', locale);
    return { title, noindex: true, data: { page: data, user } };
  },
  body: async ({ data }, locale, searchParams) => (
    <BookingLinkBody
      data={data.page}
      gate={data.user && !data.user.deactivated ? null : await signedInGate(data.user)}
      locale={locale}
      searchParams={searchParams}
    />
  ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
