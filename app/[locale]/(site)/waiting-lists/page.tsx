import { headers } from 'next/headers';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { staticRoutePage } from '@/components/layout/route-page';
import { MemberViewings } from '@/components/viewings/own-viewings';
import { MyWaitingLists } from '@/components/waiting-lists/my-waiting-lists';
import { getSessionUser } from '@/lib/accounts/session';
import { listViewingsOfMember } from '@/lib/viewings/service';
import { listMyMemberships } from '@/lib/waiting-lists/service';

/**
 * /ventelister: every waiting list of the signed-in person, with place, history and estimated wait,
 * and the viewings a landlord invited them to as a member.
 */
const page = staticRoutePage('/waiting-lists', async (locale) => {
  const user = await getSessionUser(await headers());
  if (!user || user.deactivated) return signedInGate(user);
  const [memberships, viewings] = await Promise.all([listMyMemberships(user), listViewingsOfMember(user)]);
  return (
    <>
      {viewings.length ? <MemberViewings viewings={viewings} locale={locale} /> : null}
      <MyWaitingLists memberships={memberships} locale={locale} />
    </>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
