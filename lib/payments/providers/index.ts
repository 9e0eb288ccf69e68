import 'server-only';
import type { PaymentProviderName } from '@/lib/db/schema/payments';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';
import type { PaymentProvider } from './types';

/** New checkouts go to Stripe when STRIPE_SECRET_KEY is set, else to the built-in sandbox. */
export function activeProvider(env: Record<string, string | undefined> = process.env): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider : sandboxProvider;
}

/** The adapter a stored payment or subscription was made with: it is settled where it was started. */
export function providerNamed(name: PaymentProviderName): PaymentProvider {
  return name === 'stripe' ? stripeProvider : sandboxProvider;
}
