import { NotificationsForm } from '@/components/accounts/account-forms';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { getNotificationPreferences } from '@/lib/accounts/profile-service';

const page = signedInRoutePage('/account/notifications', async (user) => (
  <NotificationsForm initial={await getNotificationPreferences(user)} />
));

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
