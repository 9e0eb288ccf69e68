import { headers } from 'next/headers';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { staticRoutePage } from '@/components/layout/route-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { SubscriptionsList } from '@/components/subscriptions/subscriptions-list';
import { getSessionUser } from '@/lib/accounts/session';
import { listMySubscriptions } from '@/lib/subscriptions/service';

/** /abonnementer: the signed-in person's paid waiting lists, to stop or resume their renewal. */
const page = staticRoutePage('/subscriptions', async () => {
  const user = await getSessionUser(await headers());
  if (!user || user.deactivated) return signedInGate(user);
  return (
    <ScopedMessages paths={['subscriptions']}>
      <SubscriptionsList initial={await listMySubscriptions(user)} />
    </ScopedMessages>
  );
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
