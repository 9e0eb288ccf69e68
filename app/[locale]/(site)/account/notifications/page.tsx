import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { NotificationsForm, RefreshOnSignIn } from '@/components/accounts/account-forms';
import { staticRoutePage } from '@/components/layout/route-page';
import { SignInRequired } from '@/components/layout/sign-in-required';
import { getNotificationPreferences } from '@/lib/accounts/profile-service';
import { getSessionUser } from '@/lib/accounts/session';

const page = staticRoutePage('/account/notifications', async () => {
  const user = await getSessionUser(await headers());
  if (!user) {
    return (
      <>
        <SignInRequired />
        <RefreshOnSignIn />
      </>
    );
  }
  if (user.deactivated) {
    const t = await getTranslations('account.deactivated');
    return <div role="alert" className="alert alert-danger">{t('text')}</div>;
  }
  return <NotificationsForm initial={await getNotificationPreferences(user)} />;
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
