import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { authSecret } from '@/lib/accounts/secret';
import { sandboxCheckouts } from '@/lib/db/schema/payments';
import type { Db } from '@/lib/db/types';
import { getPathname } from '@/lib/i18n/navigation';
import { testCardOutcome, type CardOutcome } from '../test-cards';
import type { CheckoutRequest, PaymentProvider, ProviderState } from './types';

/** As long as a Stripe Checkout Session stays open. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60_000;

const randomId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** A secret of this installation only, derived from the auth secret so there is nothing to configure. */
function sandboxWebhookSecret(): string {
  return `whsec_${createHmac('sha256', authSecret()).update('hjemly sandbox payment events').digest('hex')}`;
}

/** Stripe's `Stripe-Signature` scheme: HMAC-SHA256 of "timestamp.payload" (verified by the stripe SDK). */
export function signLikeStripe(payload: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

function stateOf(row: typeof sandboxCheckouts.$inferSelect | undefined, now: Date): ProviderState {
  if (!row) return { status: 'cancelled', providerPaymentId: null, failureReason: 'unknown_checkout' };
  const providerPaymentId = `pi_sandbox_${row.id}`;
  // A refunded session was paid first: the ledger's own row says it was given back.
  if (row.status === 'complete' || row.status === 'refunded') {
    return { status: 'succeeded', providerPaymentId, amount: { amountOre: row.amountOre, currency: 'dkk' } };
  }
  if (row.status === 'failed') return { status: 'failed', providerPaymentId, failureReason: 'card_declined' };
  if (row.status === 'expired' || row.expiresAt <= now) return { status: 'cancelled', providerPaymentId: null, failureReason: 'expired' };
  return { status: 'open', providerPaymentId: null };
}

async function findCheckout(db: Db, id: string) {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',

  async createCheckout(db: Db, request: CheckoutRequest) {
    const id = randomId('cs');
    await db.insert(sandboxCheckouts).values({
      id,
      paymentId: request.paymentId,
      amountOre: request.amountOre,
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    });
    // Our own origin, as a path: the browser stays on whatever host it is on (a white-label one too).
    const url = getPathname({
      locale: request.locale,
      href: { pathname: '/payment-confirmation/[id]/sandbox', params: { id: request.paymentId } },
    });
    return { checkoutId: id, url };
  },

  async readCheckout(db, checkoutId) {
    return stateOf(await findCheckout(db, checkoutId), new Date());
  },

  async expireCheckout(db, checkoutId) {
    await db
      .update(sandboxCheckouts)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, 'open')));
    return stateOf(await findCheckout(db, checkoutId), new Date());
  },

  async savedMethodOf(db, checkoutId) {
    const row = await findCheckout(db, checkoutId);
    return row?.status === 'complete' && row.cardNumber ? { customerId: null, paymentMethodId: row.id } : null;
  },

  async chargeSaved(db, request) {
    const row = await findCheckout(db, request.method.paymentMethodId);
    const outcome = row?.cardNumber ? testCardOutcome(row.cardNumber, 'renewal') : null;
    const providerPaymentId = randomId('pi');
    if (outcome === 'paid') return { status: 'succeeded', providerPaymentId };
    return { status: 'failed', providerPaymentId, failureReason: outcome ?? 'card_declined' };
  },

  async refund(db, request) {
    // An off-session renewal charge keeps no sandbox row: there is no money, so nothing to give back but the id.
    if (!request.checkoutId) return `re_sandbox_${request.providerPaymentId ?? request.paymentId}`;
    // Only a paid session; one refunded before answers the same, so a retried fulfilment refunds once.
    await db
      .update(sandboxCheckouts)
      .set({ status: 'refunded' })
      .where(and(eq(sandboxCheckouts.id, request.checkoutId), eq(sandboxCheckouts.status, 'complete')));
    const row = await findCheckout(db, request.checkoutId);
    if (row?.status !== 'refunded') throw new Error(`Sandbox checkout of payment ${request.paymentId} was not paid`);
    return `re_sandbox_${row.id}`;
  },

  webhookSecret: sandboxWebhookSecret,
};

export type SandboxCompletion = { payload: string; signature: string };

/**
 * The person pressed "pay", "fail" or "cancel" on the sandbox checkout page: the sandbox settles its session
 * and, as Stripe would, sends a signed `checkout.session.*` event. Null when the session was already
 * settled or has expired (a second click, the back button).
 */
export async function completeSandboxCheckout(
  db: Db,
  checkoutId: string,
  cardNumber: string,
  outcome: CardOutcome | 'cancelled',
  now = new Date(),
): Promise<SandboxCompletion | null> {
  const row = await findCheckout(db, checkoutId);
  if (!row || stateOf(row, now).status !== 'open') return null;
  const paid = outcome === 'paid';
  const cancelled = outcome === 'cancelled';
  const claimed = await db
    .update(sandboxCheckouts)
    .set({ status: paid ? 'complete' : cancelled ? 'expired' : 'failed', cardNumber: paid ? cardNumber : null, completedAt: now })
    // Only an open session: two clicks racing each other settle it once.
    .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, 'open')))
    .returning({ id: sandboxCheckouts.id });
  if (!claimed.length) return null;
  const session = {
    id: row.id,
    object: 'checkout.session',
    client_reference_id: row.paymentId,
    amount_total: row.amountOre,
    currency: 'dkk',
    payment_status: paid ? 'paid' : 'unpaid',
    payment_intent: cancelled ? null : `pi_sandbox_${row.id}`,
    status: cancelled ? 'expired' : 'complete',
    last_payment_error: paid || cancelled ? undefined : { code: outcome },
  };
  const event = {
    id: randomId('evt'),
    object: 'event',
    type: paid ? 'checkout.session.completed' : cancelled ? 'checkout.session.expired' : 'checkout.session.async_payment_failed',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: { object: session },
  };
  const payload = JSON.stringify(event);
  return { payload, signature: signLikeStripe(payload, sandboxWebhookSecret(), now) };
}
