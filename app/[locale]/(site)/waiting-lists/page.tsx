import { headers } from 'next/headers';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { staticRoutePage } from '@/components/layout/route-page';
import { MyWaitingLists } from '@/components/waiting-lists/my-waiting-lists';
import { getSessionUser } from '@/lib/accounts/session';
import { listMyMemberships } from '@/lib/waiting-lists/service';

/** /ventelister: every waiting list of the signed-in person, with place, history and estimated wait. */
const page = staticRoutePage('/waiting-lists', async (locale) => {
  const user = await getSessionUser(await headers());
  if (!user || user.deactivated) return signedInGate(user);
  return <MyWaitingLists memberships={await listMyMemberships(user)} locale={locale} />;
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
