import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/translations';
import { signedInGate } from '@/components/accounts/signed-in-route-page';
import { entityRoutePage } from '@/components/layout/entity-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { pageTexts } from '@/components/layout/route-page';
import { SandboxCheckout } from '@/components/payments/sandbox-checkout';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import { Link } from '@/lib/i18n/navigation';
import type { PaymentView } from '@/lib/payments/schema';
import { getMyPayment } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/**
 * /betaling/{id}/test: the sandbox provider's checkout (the default without STRIPE_SECRET_KEY), on
 * our own origin, for the payment's owner only. A payment made with Stripe has no such page (404).
 */
type Loaded = { user: SessionUser | null; payment: PaymentView | null };

const page = entityRoutePage<{ id: string }, Loaded>({
  route: '/payment-confirmation/[id]/sandbox',
  load: async ({ id }, locale) => {
    const user = await getSessionUser(await headers());
    const { title } = await pageTexts('sandboxCheckout', locale);
    if (!user || user.deactivated) return { title, noindex: true, data: { user, payment: null } };
    const payment = await getMyPayment(user, id);
    return payment?.provider === 'sandbox' ? { title, noindex: true, data: { user, payment } } : null;
  },
  body: async ({ data }) => {
    if (!data.payment) return signedInGate(data.user);
    if (data.payment.status === 'open') {
      return (
        <ScopedMessages paths={['paymentConfirmation']}>
          <SandboxCheckout payment={data.payment} />
        </ScopedMessages>
      );
    }
    const t = await getTranslations('paymentConfirmation.sandbox');
    return (
      <p>
        {t('settled')} <Link href={{ pathname: '/payment-confirmation/[id]', params: { id: data.payment.id } }}>{t('seeStatus')}</Link>
      </p>
    );
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
