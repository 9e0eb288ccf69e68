import { notFound } from 'next/navigation';
import { NotificationsForm } from '@/components/accounts/account-forms';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { getNotificationPreferences } from '@/lib/accounts/profile-service';
import { offeredNotificationKinds } from '@/lib/email/preferences';

const page = signedInRoutePage('/account/notifications', async (user) => (
  <NotificationsForm initial={await getNotificationPreferences(user)} kinds={offeredNotificationKinds} />
));

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;

/** No mail a person can switch off is sent yet: until one is, the page is not there. */
export default offeredNotificationKinds.length ? page.Page : notFound;
