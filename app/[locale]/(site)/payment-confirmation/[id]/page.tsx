import { headers } from 'next/headers';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { entityRoutePage } from '@/components/layout/entity-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { pageTexts } from '@/components/layout/route-page';
import { PaymentStatus } from '@/components/payments/payment-status';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import type { PaymentView } from '@/lib/payments/schema';
import { getMyPayment } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/**
 * /betaling/{id}, where every checkout returns: the payment's state, for its owner only — anyone
 * else, and an unknown id, gets the 404 page. Signed out, the page asks to sign in first.
 */
type Loaded = { user: SessionUser | null; payment: PaymentView | null };

const page = entityRoutePage<{ id: string }, Loaded>({
  route: '/payment-confirmation/[id]',
  load: async ({ id }, locale) => {
    const user = await getSessionUser(await headers());
    const { title } = await pageTexts('paymentConfirmation', locale);
    if (!user || user.deactivated) return { title, noindex: true, data: { user, payment: null } };
    const payment = await getMyPayment(user, id);
    return payment ? { title, noindex: true, data: { user, payment } } : null;
  },
  body: async ({ data }, _locale, searchParams) =>
    data.payment ? (
      <ScopedMessages paths={['paymentConfirmation']}>
        <PaymentStatus initial={data.payment} backWithoutPaying={searchParams.cancelled === '1'} />
      </ScopedMessages>
    ) : (
      signedInGate(data.user)
    ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
