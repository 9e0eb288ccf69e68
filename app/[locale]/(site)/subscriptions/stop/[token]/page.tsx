import { entityRoutePage } from '@/components/layout/entity-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { pageTexts } from '@/components/layout/route-page';
import { StopLink } from '@/components/subscriptions/stop-link';
import type { StopLinkSubscription } from '@/lib/subscriptions/schema';
import { getStopLinkSubscription } from '@/lib/subscriptions/service';

/**
 * /abonnementer/stop/{token}: the reminder mail's one-click stop, without signing in. An unknown or
 * replaced link is the 404 page; the token never leaves this page but in the stop request.
 */
const page = entityRoutePage<{ token: string }, { token: string; subscription: StopLinkSubscription }>({
  route: '/subscriptions/stop/[token]',
  load: async ({ token }, locale) => {
    const subscription = await getStopLinkSubscription(token);
    if (!subscription) return null;
    const { title } = await pageTexts('subscriptionStop', locale);
    return { title, noindex: true, data: { token, subscription } };
  },
  body: ({ data }) => (
    <ScopedMessages paths={['subscriptions']}>
      <StopLink token={data.token} subscription={data.subscription} />
    </ScopedMessages>
  ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
