import { NotificationsForm } from '@/components/accounts/account-forms';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { getNotificationPreferences } from '@/lib/email/preference-service';
import { offeredNotificationKinds } from '@/lib/email/preferences';
import { routing } from '@/lib/i18n/routing';

const page = signedInRoutePage('/account/notifications', async (user) => (
  <NotificationsForm initial={await getNotificationPreferences(user)} kinds={offeredNotificationKinds} />
));

/*
 * The page exists while some mail a person can switch off is sent (lib/email/preferences.ts); with
 * none, no locale is generated and none is allowed, so Next.js answers with the global not-found page
 * rendered whole on the server. A `notFound()` thrown while rendering is not enough: it would leave
 * the HTML empty until JavaScript runs (vercel/next.js#62228).
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return offeredNotificationKinds.length ? routing.locales.map((locale) => ({ locale })) : [];
}

// Not `dynamic = 'force-dynamic'`: it overrides dynamicParams, and the page is rendered per request anyway (it reads the session).
export const generateMetadata = page.generateMetadata;
export default page.Page;
