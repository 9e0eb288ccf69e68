import { and, count, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as paymentRoute from '@/app/api/payments/[id]/route';
import * as retryRoute from '@/app/api/payments/[id]/retry/route';
import * as webhookRoute from '@/app/api/payments/stripe/webhook/route';
import { emailMessages } from '@/lib/db/schema/email';
import { paymentEvents, payments, sandboxCheckouts, subscriptions } from '@/lib/db/schema/payments';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { completeSandboxCheckout } from '@/lib/payments/providers/sandbox';
import type { PaymentView } from '@/lib/payments/schema';
import { listAuditEntries } from '@/lib/audit/service';
import { getMyPayment, reconcilePayments } from '@/lib/payments/service';
import { renewSubscriptions } from '@/lib/jobs/renew-subscriptions';
import { apiRequest, type ApiCall } from './support/api-requests';
import { describeEachEngine } from './support/databases';
import { postFeeSignUp, sandboxPay, startFeeSignUp } from './support/paid-signups';
import { ORIGIN, signedInUser } from './support/sessions';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in';

const api = {
  payment: (id: string, call?: ApiCall) => paymentRoute.GET(apiRequest('GET', `payments/${id}`, call), { params: Promise.resolve({ id }) }),
  retry: (id: string, call?: ApiCall) =>
    retryRoute.POST(apiRequest('POST', `payments/${id}/retry`, call), { params: Promise.resolve({ id }) }),
  webhook: (payload: string, signature: string) =>
    webhookRoute.POST(
      new Request(`${ORIGIN}/api/payments/stripe/webhook`, {
        method: 'POST',
        body: payload,
        headers: { host: 'localhost:3000', 'content-type': 'application/json', 'stripe-signature': signature },
      }),
    ),
};

const WEBHOOK_SECRET = 'whsec_test_for_the_payments_suite';
const GOOD_CARD = '4242 4242 4242 4242';

async function paymentRow(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

async function mailsTo(db: Db, to: string, template: string) {
  return db
    .select({ text: emailMessages.text })
    .from(emailMessages)
    .where(and(eq(emailMessages.to, to), eq(emailMessages.template, template)));
}

async function subscriptionsOf(db: Db, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

async function signupPaymentsOf(db: Db, userId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'waiting-list-signup')));
}

async function openPaymentsFor(db: Db, reference: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), inArray(payments.status, ['open', 'processing'])));
}

async function membershipsOf(db: Db, userId: string) {
  return db.select().from(waitingListMemberships).where(eq(waitingListMemberships.userId, userId));
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-payments-suite-0123456');
  vi.stubEnv('CPR_KEY', 'b'.repeat(64));
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
  vi.stubEnv('STRIPE_SECRET_KEY', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'payments',
  (ctx) => {
    const db = () => ctx.handle.db;

    describe('sandbox (the default)', () => {
      it("without Stripe's webhook secret its endpoint is not there (404), whatever is posted", async () => {
        vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
        try {
          expect((await api.webhook('{"id":"evt_x"}', 't=1,v1=abc')).status).toBe(404);
        } finally {
          vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
        }
      });

      it('pays on our own test checkout through the signed-event path: membership, subscription and one receipt', async () => {
        const { person, payment, checkoutUrl } = await startFeeSignUp(db());
        expect(checkoutUrl).toBe(`/en-DK/betaling/${payment.id}/test`);
        expect(payment).toMatchObject({ provider: 'sandbox', status: 'open', amountOre: 25_000, purpose: 'waiting-list-signup' });
        const open = (await (await api.payment(payment.id, { cookie: person.cookie })).json()) as PaymentView;
        expect(open).toMatchObject({ status: 'open', amountOre: 25_000, listName: null });

        const unknownCard = await sandboxPay(payment.id, {
          cookie: person.cookie,
          body: { cardNumber: '1234 5678 9012 3456', outcome: 'pay' },
        });
        expect(unknownCard.status).toBe(422);
        expect(await unknownCard.text()).toContain('4242 4242 4242 4242');
        expect((await paymentRow(db(), payment.id)).status).toBe('open');

        expect((await sandboxPay(payment.id, { cookie: person.cookie, body: { cardNumber: GOOD_CARD, outcome: 'pay' } })).status).toBe(204);
        const paid = await paymentRow(db(), payment.id);
        expect(paid).toMatchObject({ status: 'succeeded' });
        expect(paid.fulfilledAt).not.toBeNull();
        const [membership] = await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.id, paid.membershipId!));
        expect(membership.userId).toBe(person.id);
        const [subscription] = await subscriptionsOf(db(), person.id);
        expect(subscription).toMatchObject({ membershipId: paid.membershipId, annualFeeOre: 25_000, status: 'active', autoRenew: true });
        expect(subscription.providerPaymentMethodId).toBe(paid.checkoutId);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
        const view = (await (await api.payment(payment.id, { cookie: person.cookie })).json()) as PaymentView;
        expect(view).toMatchObject({ status: 'succeeded', listName: subscription.listName });

        // A second click (or the back button) finds the session settled: nothing happens twice.
        expect((await sandboxPay(payment.id, { cookie: person.cookie, body: { cardNumber: GOOD_CARD, outcome: 'pay' } })).status).toBe(409);
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
      });

      it('a declined card registers nobody; "try again" opens a new checkout that can succeed', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const declined = await sandboxPay(payment.id, {
          cookie: person.cookie,
          body: { cardNumber: '4000 0000 0000 0002', outcome: 'pay' },
        });
        expect(declined.status).toBe(204);
        expect(await paymentRow(db(), payment.id)).toMatchObject({ status: 'failed', failureReason: 'card_declined', fulfilledAt: null });
        expect(await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.userId, person.id))).toEqual([]);
        expect(await subscriptionsOf(db(), person.id)).toEqual([]);

        const retried = await api.retry(payment.id, { cookie: person.cookie });
        expect(retried.status).toBe(200);
        const again = (await retried.json()) as { paymentId: string; checkoutUrl: string };
        expect(again.paymentId).not.toBe(payment.id);
        expect(await paymentRow(db(), again.paymentId)).toMatchObject({ reference: payment.reference, status: 'open', amountOre: 25_000 });
        // "Simulate a declined payment" declines even a good card.
        expect(
          (await sandboxPay(again.paymentId, { cookie: person.cookie, body: { cardNumber: GOOD_CARD, outcome: 'fail' } })).status,
        ).toBe(204);
        expect((await paymentRow(db(), again.paymentId)).status).toBe('failed');

        const third = (await (await api.retry(again.paymentId, { cookie: person.cookie })).json()) as { paymentId: string };
        expect((await sandboxPay(third.paymentId, { cookie: person.cookie, body: { cardNumber: GOOD_CARD, outcome: 'pay' } })).status).toBe(
          204,
        );
        expect(await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.userId, person.id))).toHaveLength(1);
        expect((await api.retry(third.paymentId, { cookie: person.cookie })).status).toBe(422);
      });

      it('the back button: the failed payment of a sign-up paid since says it is paid, and paying again is refused in both languages', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const call = { cookie: person.cookie };
        await sandboxPay(payment.id, { ...call, body: { cardNumber: '4000 0000 0000 0002', outcome: 'pay' } });
        const { paymentId } = (await (await api.retry(payment.id, call)).json()) as { paymentId: string };
        expect((await sandboxPay(paymentId, { ...call, body: { cardNumber: GOOD_CARD, outcome: 'pay' } })).status).toBe(204);

        // Back on the old failure page: it knows another payment paid the sign-up, and "try again" opens nothing.
        const failed = (await (await api.payment(payment.id, call)).json()) as PaymentView;
        expect(failed).toMatchObject({ status: 'failed', paidBy: paymentId });
        const refusedDa = await api.retry(payment.id, { ...call, locale: 'da' });
        expect(refusedDa.status).toBe(409);
        expect(await refusedDa.text()).toBe('Du er allerede skrevet op på denne venteliste.');
        const refusedEn = await api.retry(payment.id, { ...call, locale: 'en' });
        expect(refusedEn.status).toBe(409);
        expect(await refusedEn.text()).toBe('You are already on this waiting list.');
        expect(await signupPaymentsOf(db(), person.id)).toHaveLength(2);
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
      });

      // On PGlite (one connection) the transactions of the calls "at once" run one after the other, so
      // there this checks what the later one finds; the race itself is only real on PostgreSQL.
      it('two checkouts at once for one sign-up leave one open; a second tab of the form is sent to it; paying it twice at once pays once', async () => {
        const { group, person, payment } = await startFeeSignUp(db());
        const call = { cookie: person.cookie };
        const retries = await Promise.all([api.retry(payment.id, call), api.retry(payment.id, call)]);
        for (const retried of retries) expect([200, 409]).toContain(retried.status);
        const [open, ...more] = await openPaymentsFor(db(), payment.reference);
        expect(more).toEqual([]);
        expect(open.checkoutId).not.toBeNull();

        // A second tab of the sign-up form: another pending sign-up, and the same checkout to pay at.
        const second = await startFeeSignUp(db(), 250, { group, person });
        expect(second.payment.id).toBe(open.id);
        expect(second.checkoutUrl).toBe(`/en-DK/betaling/${open.id}/test`);
        expect((await signupPaymentsOf(db(), person.id)).filter((row) => row.status === 'open')).toHaveLength(1);

        // Both tabs press "pay" at the same moment: one payment, one place, nothing to refund.
        const paid = await Promise.all(
          [open.id, second.payment.id].map((id) => sandboxPay(id, { ...call, body: { cardNumber: GOOD_CARD, outcome: 'pay' } })),
        );
        expect(paid.map((response) => response.status).sort()).toEqual([204, 409]);
        expect((await signupPaymentsOf(db(), person.id)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
        expect(await membershipsOf(db(), person.id)).toHaveLength(1);
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentRefund')).toEqual([]);
      });

      it('cancelling leaves the payment cancelled, and nobody on the list', async () => {
        const { person, payment } = await startFeeSignUp(db());
        expect((await sandboxPay(payment.id, { cookie: person.cookie, body: { outcome: 'cancel' } })).status).toBe(204);
        expect((await paymentRow(db(), payment.id)).status).toBe('cancelled');
        expect(await subscriptionsOf(db(), person.id)).toEqual([]);
      });

      it("another person's payment is not found: API, sandbox checkout, retry and the page's service", async () => {
        const { person, payment } = await startFeeSignUp(db());
        const other = await signedInUser(db());
        expect((await api.payment(payment.id)).status).toBe(401);
        expect((await api.payment(payment.id, { cookie: other.cookie })).status).toBe(404);
        expect((await api.payment('not-a-payment-id', { cookie: person.cookie })).status).toBe(400);
        expect((await sandboxPay(payment.id, { cookie: other.cookie, body: { cardNumber: GOOD_CARD, outcome: 'pay' } })).status).toBe(404);
        expect((await api.retry(payment.id, { cookie: other.cookie })).status).toBe(404);
        expect(await getMyPayment({ id: other.id }, payment.id)).toBeNull();
        expect(await getMyPayment({ id: person.id }, payment.id)).not.toBeNull();
        expect((await paymentRow(db(), payment.id)).status).toBe('open');
      });

      it('reconcile-payments settles a checkout whose event was lost, through the same fulfilment, once', async () => {
        const { person, payment } = await startFeeSignUp(db());
        // The sandbox took the money, but its event never reached us.
        expect(await completeSandboxCheckout(db(), payment.checkoutId!, GOOD_CARD, 'paid')).not.toBeNull();
        expect((await paymentRow(db(), payment.id)).status).toBe('open');
        // Too young: left to its webhook.
        await reconcilePayments({ db: db(), now: new Date() });
        expect((await paymentRow(db(), payment.id)).status).toBe('open');
        const later = new Date(Date.now() + 11 * 60_000);
        await reconcilePayments({ db: db(), now: later });
        await reconcilePayments({ db: db(), now: later });
        expect(await paymentRow(db(), payment.id)).toMatchObject({ status: 'succeeded' });
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
      });

      it('reconcile-payments cancels an abandoned checkout once the sandbox session has expired', async () => {
        const { payment } = await startFeeSignUp(db());
        await db()
          .update(sandboxCheckouts)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sandboxCheckouts.id, payment.checkoutId!));
        await reconcilePayments({ db: db(), now: new Date(Date.now() + 11 * 60_000) });
        expect(await paymentRow(db(), payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
      });
    });

    describe('Stripe (against a local stand-in for its API)', () => {
      let stripe: StripeStandIn;
      beforeAll(async () => {
        stripe = await startStripeStandIn();
        vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_local_stand_in');
        vi.stubEnv('STRIPE_API_URL', stripe.url);
      });
      afterAll(async () => {
        vi.stubEnv('STRIPE_SECRET_KEY', '');
        vi.stubEnv('STRIPE_API_URL', '');
        await stripe.close();
      });

      const signed = (payload: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) =>
        Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

      function sessionEvent(id: string, type: string, session: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
        return JSON.stringify({
          id,
          object: 'event',
          type,
          created,
          livemode: false,
          // What Stripe's session always carries: the amount and currency it was opened for (ours: 250 kr.).
          data: { object: { object: 'checkout.session', amount_total: 25_000, currency: 'dkk', ...session } },
        });
      }

      it('opens a Checkout Session in øre with card and MobilePay; a signed event fulfils it once; forged, stale, replayed and late events change nothing', async () => {
        const { person, payment, checkoutUrl } = await startFeeSignUp(db());
        const create = stripe.calls.find((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions');
        expect(create?.authorization).toBe('Bearer sk_test_local_stand_in');
        const params = Object.fromEntries(create!.params);
        expect(params).toMatchObject({
          mode: 'payment',
          'allowed_payment_method_types[0]': 'card',
          'allowed_payment_method_types[1]': 'mobilepay',
          'line_items[0][price_data][currency]': 'dkk',
          'line_items[0][price_data][unit_amount]': '25000',
          client_reference_id: payment.id,
          customer_email: person.email,
          'payment_method_options[card][setup_future_usage]': 'off_session',
          locale: 'en',
        });
        expect(params.success_url).toBe(`${ORIGIN}/en-DK/betaling/${payment.id}`);
        expect(payment.provider).toBe('stripe');
        expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${payment.checkoutId}`);

        // Stripe has taken the money: its session now says so.
        const session = {
          id: payment.checkoutId!,
          client_reference_id: payment.id,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_signup_1',
          customer: 'cus_1',
        };
        stripe.sessions.set(payment.checkoutId!, { ...stripe.sessions.get(payment.checkoutId!)!, ...session });
        const completed = sessionEvent(`evt_completed_${payment.id}`, 'checkout.session.completed', session);

        const forged = await api.webhook(completed, signed(completed, undefined, 'whsec_someone_else'));
        expect(forged.status).toBe(400);
        const tampered = await api.webhook(completed.replace('"paid"', '"paid" '), signed(completed));
        expect(tampered.status).toBe(400);
        const stale = await api.webhook(completed, signed(completed, Math.floor(Date.now() / 1000) - 301));
        expect(stale.status).toBe(400);
        expect((await api.webhook(completed, 't=1,v1=abc')).status).toBe(400);
        expect((await paymentRow(db(), payment.id)).status).toBe('open');

        expect((await api.webhook(completed, signed(completed))).status).toBe(200);
        const paid = await paymentRow(db(), payment.id);
        expect(paid).toMatchObject({ status: 'succeeded', providerPaymentId: 'pi_signup_1' });
        const [subscription] = await subscriptionsOf(db(), person.id);
        expect(subscription).toMatchObject({ provider: 'stripe', providerCustomerId: 'cus_1', providerPaymentMethodId: 'pm_card_1' });

        // Stripe retries the same event (and an attacker may replay it): one effect.
        expect((await api.webhook(completed, signed(completed))).status).toBe(200);
        expect((await api.webhook(completed, signed(completed))).status).toBe(200);
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
        const [{ n }] = await db().select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
        expect(n).toBe(1);

        // Out of order: an earlier "expired" and a "payment failed" arrive after the success.
        const expired = sessionEvent(`evt_expired_${payment.id}`, 'checkout.session.expired', { ...session, status: 'expired' }, 1);
        expect((await api.webhook(expired, signed(expired))).status).toBe(200);
        const failed = sessionEvent(`evt_failed_${payment.id}`, 'checkout.session.async_payment_failed', session, 1);
        expect((await api.webhook(failed, signed(failed))).status).toBe(200);
        expect(await paymentRow(db(), payment.id)).toMatchObject({ status: 'succeeded', failureReason: null });
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
      });

      it('"try again" after coming back unpaid closes the open session first; one paid meanwhile is fulfilled instead', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const retried = await api.retry(payment.id, { cookie: person.cookie });
        expect(retried.status).toBe(200);
        expect(stripe.calls.some((call) => call.path === `/v1/checkout/sessions/${payment.checkoutId}/expire`)).toBe(true);
        expect(await paymentRow(db(), payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
        const { paymentId } = (await retried.json()) as { paymentId: string };
        const second = await paymentRow(db(), paymentId);
        expect(second).toMatchObject({ status: 'open', reference: payment.reference });

        // Paid at Stripe while the person was on their way back: nothing to expire, it is fulfilled.
        const session = { client_reference_id: paymentId, status: 'complete', payment_status: 'paid', payment_intent: 'pi_3' };
        stripe.sessions.set(second.checkoutId!, { ...stripe.sessions.get(second.checkoutId!)!, ...session, customer: 'cus_3' });
        expect((await api.retry(paymentId, { cookie: person.cookie })).status).toBe(422);
        expect((await paymentRow(db(), paymentId)).status).toBe('succeeded');
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
      });

      /** Stripe has taken the money for `payment`'s session: its session says so, and the event that tells us. */
      function paidAtStripe(payment: { id: string; checkoutId: string | null }, intent: string, eventId = `evt_paid_${payment.id}`) {
        const session = { client_reference_id: payment.id, status: 'complete', payment_status: 'paid', payment_intent: intent };
        stripe.sessions.set(payment.checkoutId!, { ...stripe.sessions.get(payment.checkoutId!)!, ...session, customer: `cus_${intent}` });
        return sessionEvent(eventId, 'checkout.session.completed', { id: payment.checkoutId!, ...session });
      }
      const refundCallsFor = (intent: string) =>
        stripe.calls.filter((call) => call.path === '/v1/refunds' && call.params.get('payment_intent') === intent);

      it('a checkout we closed that Stripe then reports paid, for a sign-up paid meanwhile, is refunded once, flagged in the ledger, the log and the company trail, with a mail', async () => {
        const { group, person, payment: closed } = await startFeeSignUp(db());
        // "Try again": our side expires the first session and opens a second, which the person pays.
        const { paymentId } = (await (await api.retry(closed.id, { cookie: person.cookie })).json()) as { paymentId: string };
        expect(await paymentRow(db(), closed.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
        const second = await paymentRow(db(), paymentId);
        const secondPaid = paidAtStripe(second, 'pi_second');
        expect((await api.webhook(secondPaid, signed(secondPaid))).status).toBe(200);
        expect(await membershipsOf(db(), person.id)).toHaveLength(1);

        // Then Stripe reports the first, closed session paid after all (its word came after our expiry).
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        try {
          const late = paidAtStripe(closed, 'pi_late');
          // The amount is checked on a late payment too: a wrong one settles nothing and refunds nothing.
          const wrong = late
            .replace('"amount_total":25000', '"amount_total":2500')
            .replace(`evt_paid_${closed.id}`, `evt_wrong_${closed.id}`);
          expect((await api.webhook(wrong, signed(wrong))).status).toBe(200);
          expect(await paymentRow(db(), closed.id)).toMatchObject({ status: 'cancelled', settlementProblem: 'amount_mismatch' });
          expect(refundCallsFor('pi_late')).toEqual([]);

          // The same event three times, and the same payment in another event: one refund.
          for (let i = 0; i < 3; i++) expect((await api.webhook(late, signed(late))).status).toBe(200);
          const again = sessionEvent(`evt_async_${closed.id}`, 'checkout.session.async_payment_succeeded', {
            id: closed.checkoutId!,
            client_reference_id: closed.id,
            status: 'complete',
            payment_status: 'paid',
            payment_intent: 'pi_late',
          });
          expect((await api.webhook(again, signed(again))).status).toBe(200);
          await reconcilePayments({ db: db(), now: new Date(Date.now() + 11 * 60_000) });

          const refunded = await paymentRow(db(), closed.id);
          expect(refunded).toMatchObject({ status: 'refunded', paidAfterClose: 'cancelled', failureReason: 'expired', membershipId: null });
          expect(refundCallsFor('pi_late')).toHaveLength(1);
          expect(refundCallsFor('pi_late')[0].idempotencyKey).toBe(`refund-${closed.id}`);
          expect(Object.fromEntries(refundCallsFor('pi_late')[0].params)).toMatchObject({
            reason: 'duplicate',
            'metadata[paymentId]': closed.id,
          });
          expect(stripe.refunds.get(refunded.refundId!)).toMatchObject({ payment_intent: 'pi_late' });
          expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'succeeded', paidAfterClose: null });
          expect(await membershipsOf(db(), person.id)).toHaveLength(1);
          expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
          const [mail, ...more] = await mailsTo(db(), person.email, 'paymentLateRefund');
          expect(more).toEqual([]);
          expect(mail.text).toContain('250 kr.');
          expect(mail.text).toContain(closed.id);
          expect(mail.text).toContain('after that payment had been closed');
          expect(await mailsTo(db(), person.email, 'paymentRefund')).toEqual([]);
          const logged = warn.mock.calls.map((args) => args.join(' ')).join('\n');
          expect(logged).toContain(`payment ${closed.id} paid after it was closed (cancelled): refunded`);
          expect(logged).not.toContain(person.email);
          const { items } = await listAuditEntries(group.companyId, { action: 'payment.paidAfterClose' }, 10);
          expect(items).toHaveLength(1);
          expect(items[0]).toMatchObject({
            actor: { kind: 'system', ref: 'system:payments', name: 'Hjemly' },
            subject: { type: 'payment', id: closed.id, tenantRef: person.id },
            detail: { outcome: 'refunded', closedAs: 'cancelled', amountOre: 25_000 },
            ip: null,
          });
        } finally {
          warn.mockRestore();
        }
      });

      it('a checkout we closed that Stripe then reports paid, for a sign-up not paid otherwise, makes the place; the checkout opened since is expired at Stripe', async () => {
        const { group, person, payment: closed } = await startFeeSignUp(db());
        const { paymentId } = (await (await api.retry(closed.id, { cookie: person.cookie })).json()) as { paymentId: string };
        const open = await paymentRow(db(), paymentId);

        const late = paidAtStripe(closed, 'pi_late_kept');
        expect((await api.webhook(late, signed(late))).status).toBe(200);
        const kept = await paymentRow(db(), closed.id);
        expect(kept).toMatchObject({ status: 'succeeded', paidAfterClose: 'cancelled' });
        expect(kept.fulfilledAt).not.toBeNull();
        expect(await membershipsOf(db(), person.id)).toHaveLength(1);
        expect(await mailsTo(db(), person.email, 'paymentReceipt')).toHaveLength(1);
        expect(refundCallsFor('pi_late_kept')).toEqual([]);
        // The other session for the same sign-up can no longer be paid.
        expect(stripe.calls.filter((call) => call.path === `/v1/checkout/sessions/${open.checkoutId}/expire`)).toHaveLength(1);
        expect(stripe.sessions.get(open.checkoutId!)?.status).toBe('expired');
        expect(await paymentRow(db(), paymentId)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
        const { items } = await listAuditEntries(group.companyId, { actor: 'system:payments' }, 10);
        expect(items.map((entry) => [entry.action, entry.subject?.id, entry.detail.outcome])).toEqual([
          ['payment.paidAfterClose', closed.id, 'fulfilled'],
        ]);
      });

      it('a late renewal payment after a failed charge renews the period, or is refunded once when another charge renewed it', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const signupPaid = paidAtStripe(payment, 'pi_signup_late_renewal');
        expect((await api.webhook(signupPaid, signed(signupPaid))).status).toBe(200);
        const [subscription] = await subscriptionsOf(db(), person.id);
        const lateIntent = (paymentId: string, intent: string) =>
          JSON.stringify({
            id: `evt_late_${paymentId}`,
            object: 'event',
            type: 'payment_intent.succeeded',
            created: Math.floor(Date.now() / 1000),
            data: { object: { id: intent, object: 'payment_intent', amount: 25_000, currency: 'dkk', metadata: { paymentId } } },
          });
        const renewalOf = async (renewsOn: string, status: 'failed' | 'succeeded') => {
          const rows = await db()
            .select()
            .from(payments)
            .where(and(eq(payments.userId, person.id), eq(payments.purpose, 'subscription-renewal'), eq(payments.status, status)));
          return rows.find((row) => row.reference.endsWith(renewsOn))!;
        };

        // The charge is declined; the bank's late word says it went through after all: the period is renewed.
        await db().update(subscriptions).set({ providerPaymentMethodId: 'pm_declined' }).where(eq(subscriptions.id, subscription.id));
        await renewSubscriptions({ db: db(), now: new Date(`${subscription.renewsOn}T09:00:00Z`) });
        const declined = await renewalOf(subscription.renewsOn, 'failed');
        const event = lateIntent(declined.id, declined.providerPaymentId!);
        expect((await api.webhook(event, signed(event))).status).toBe(200);
        const [renewed] = await subscriptionsOf(db(), person.id);
        expect(renewed).toMatchObject({ status: 'active', failedAttempts: 0 });
        expect(renewed.renewsOn > subscription.renewsOn).toBe(true);
        expect(await paymentRow(db(), declined.id)).toMatchObject({ status: 'succeeded', paidAfterClose: 'failed' });

        // The next year: declined, then the retry in the grace period pays; the declined one's late word comes after.
        await renewSubscriptions({ db: db(), now: new Date(`${renewed.renewsOn}T09:00:00Z`) });
        const declinedAgain = await renewalOf(renewed.renewsOn, 'failed');
        await db().update(subscriptions).set({ providerPaymentMethodId: 'pm_card_1' }).where(eq(subscriptions.id, subscription.id));
        await renewSubscriptions({ db: db(), now: new Date(new Date(`${renewed.renewsOn}T09:00:00Z`).getTime() + 4 * 24 * 3600_000) });
        const [paidByRetry] = await subscriptionsOf(db(), person.id);
        expect(paidByRetry.renewsOn > renewed.renewsOn).toBe(true);
        const lateAgain = lateIntent(declinedAgain.id, declinedAgain.providerPaymentId!);
        for (let i = 0; i < 2; i++) expect((await api.webhook(lateAgain, signed(lateAgain))).status).toBe(200);
        expect(await paymentRow(db(), declinedAgain.id)).toMatchObject({ status: 'refunded', paidAfterClose: 'failed' });
        expect(refundCallsFor(declinedAgain.providerPaymentId!)).toHaveLength(1);
        expect((await subscriptionsOf(db(), person.id))[0].renewsOn).toBe(paidByRetry.renewsOn);
        expect(await mailsTo(db(), person.email, 'paymentLateRefund')).toHaveLength(1);
      });

      it('a second tab of the form is sent to the session still open at Stripe, not charged in another; once that one expired, a new one opens', async () => {
        const first = await startFeeSignUp(db());
        const creates = () => stripe.calls.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions').length;
        const before = creates();
        const second = await startFeeSignUp(db(), 250, first);
        expect(second.payment.id).toBe(first.payment.id);
        expect(second.checkoutUrl).toBe(first.checkoutUrl);
        expect(creates()).toBe(before);
        expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${first.payment.checkoutId}` });

        // Expired at Stripe meanwhile (its event not here yet): the next attempt settles it and opens a new one.
        stripe.sessions.get(first.payment.checkoutId!)!.status = 'expired';
        const third = await startFeeSignUp(db(), 250, first);
        expect(third.payment.id).not.toBe(first.payment.id);
        expect(creates()).toBe(before + 1);
        expect(await paymentRow(db(), first.payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });

        // Paid at Stripe, so not to be resumed: it is settled (the place is made) and the next tab is refused.
        const paid = paidAtStripe(third.payment, 'pi_third');
        expect(JSON.parse(paid).data.object.client_reference_id).toBe(third.payment.id);
        const refused = await postFeeSignUp(first.group, first.person);
        expect(refused.status).toBe(409);
        expect(await refused.text()).toBe('You are already on this waiting list.');
        expect((await paymentRow(db(), third.payment.id)).status).toBe('succeeded');
        expect(await membershipsOf(db(), first.person.id)).toHaveLength(1);
        expect(creates()).toBe(before + 1);
      });

      // The race is real on PostgreSQL only (PGlite runs the two one after the other, which then resumes).
      it('two sign-ups started at the same moment in two tabs open one Stripe session, not two', async () => {
        const first = await startFeeSignUp(db());
        await db().update(payments).set({ status: 'cancelled' }).where(eq(payments.id, first.payment.id));
        const creates = () => stripe.calls.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions').length;
        const before = creates();
        const answers = await Promise.all([postFeeSignUp(first.group, first.person), postFeeSignUp(first.group, first.person)]);
        expect(creates() - before).toBe(1);
        const statuses = answers.map((answer) => answer.status).sort();
        expect([
          [201, 201],
          [201, 409],
        ]).toContainEqual(statuses);
        const urls = await Promise.all(
          answers.filter((a) => a.status === 201).map(async (a) => ((await a.json()) as { checkoutUrl: string }).checkoutUrl),
        );
        expect(new Set(urls).size).toBe(1);
        const open = (await signupPaymentsOf(db(), first.person.id)).filter((row) => row.status === 'open');
        expect(open).toHaveLength(1);
        expect(urls[0]).toBe(`https://checkout.stripe.com/c/pay/${open[0].checkoutId}`);
      });

      it("an event whose amount or currency is not the payment's settles nothing, is logged without personal data and named by the reconcile job", async () => {
        const { person, payment } = await startFeeSignUp(db());
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        try {
          const paid = { id: payment.checkoutId!, client_reference_id: payment.id, status: 'complete', payment_status: 'paid' };
          const session = { ...paid, payment_intent: 'pi_mismatch', customer: 'cus_mismatch' };
          const oneOre = sessionEvent(`evt_one_ore_${payment.id}`, 'checkout.session.completed', { ...session, amount_total: 1 });
          expect((await api.webhook(oneOre, signed(oneOre))).status).toBe(200);
          const euros = sessionEvent(`evt_euros_${payment.id}`, 'checkout.session.completed', { ...session, currency: 'eur' });
          expect((await api.webhook(euros, signed(euros))).status).toBe(200);
          const async = JSON.stringify({
            id: `evt_intent_${payment.id}`,
            object: 'event',
            type: 'payment_intent.succeeded',
            created: Math.floor(Date.now() / 1000),
            data: {
              object: { id: 'pi_mismatch', object: 'payment_intent', amount: 20_000, currency: 'dkk', metadata: { paymentId: payment.id } },
            },
          });
          expect((await api.webhook(async, signed(async))).status).toBe(200);
          expect(await paymentRow(db(), payment.id)).toMatchObject({
            status: 'open',
            settlementProblem: 'amount_mismatch',
            fulfilledAt: null,
          });
          expect(await subscriptionsOf(db(), person.id)).toEqual([]);
          const logged = warn.mock.calls.map((args) => args.join(' ')).join('\n');
          expect(logged).toContain(`payment ${payment.id} not settled: amount_mismatch`);
          expect(logged).toContain(`payment ${payment.id} not settled: currency_mismatch`);
          expect(logged).not.toContain(person.email);
          expect(logged).not.toContain('Ida Holm');

          // A replay of a refused event stays refused.
          expect((await api.webhook(oneOre, signed(oneOre))).status).toBe(200);
          expect((await paymentRow(db(), payment.id)).status).toBe('open');

          warn.mockClear();
          const { mismatched } = await reconcilePayments({ db: db(), now: new Date() });
          expect(mismatched).toBeGreaterThanOrEqual(1);
          expect(warn.mock.calls.map((args) => args.join(' ')).join('\n')).toContain(`payment ${payment.id} (open): amount_mismatch`);

          // The real event, for the real amount, still settles it.
          const right = sessionEvent(`evt_right_${payment.id}`, 'checkout.session.completed', session);
          expect((await api.webhook(right, signed(right))).status).toBe(200);
          expect(await paymentRow(db(), payment.id)).toMatchObject({ status: 'succeeded', settlementProblem: 'amount_mismatch' });
          expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
        } finally {
          warn.mockRestore();
        }
      });

      it('an event signed with a timestamp too far ahead is refused like a stale one; a clock a little ahead is accepted', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const session = {
          id: payment.checkoutId!,
          client_reference_id: payment.id,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_future',
        };
        const completed = sessionEvent(`evt_future_${payment.id}`, 'checkout.session.completed', session);
        const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
        expect((await api.webhook(completed, signed(completed, inSeconds(301)))).status).toBe(400);
        expect((await api.webhook(completed, signed(completed, inSeconds(365 * 24 * 3600)))).status).toBe(400);
        expect((await paymentRow(db(), payment.id)).status).toBe('open');
        expect(await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toEqual([]);
        expect((await api.webhook(completed, signed(completed, inSeconds(60)))).status).toBe(200);
        expect((await paymentRow(db(), payment.id)).status).toBe('succeeded');
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);
      });

      it('renews off-session on the saved card with a PaymentIntent; a declined card starts the grace period', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const session = {
          id: payment.checkoutId!,
          client_reference_id: payment.id,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_2',
        };
        stripe.sessions.set(payment.checkoutId!, { ...stripe.sessions.get(payment.checkoutId!)!, ...session, customer: 'cus_renew' });
        const completed = sessionEvent(`evt_renew_${payment.id}`, 'checkout.session.completed', session);
        expect((await api.webhook(completed, signed(completed))).status).toBe(200);
        const [subscription] = await subscriptionsOf(db(), person.id);

        await renewSubscriptions({ db: db(), now: new Date(`${subscription.renewsOn}T09:00:00Z`) });
        const charge = stripe.calls.filter((call) => call.path === '/v1/payment_intents').at(-1)!;
        expect(Object.fromEntries(charge.params)).toMatchObject({
          amount: '25000',
          currency: 'dkk',
          customer: 'cus_renew',
          payment_method: 'pm_card_1',
          off_session: 'true',
          confirm: 'true',
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
        });
        expect(charge.params.has('return_url')).toBe(false);
        const [renewed] = await subscriptionsOf(db(), person.id);
        expect(renewed.renewsOn > subscription.renewsOn).toBe(true);
        expect(renewed.status).toBe('active');

        await db().update(subscriptions).set({ providerPaymentMethodId: 'pm_declined' }).where(eq(subscriptions.id, renewed.id));
        await renewSubscriptions({ db: db(), now: new Date(`${renewed.renewsOn}T09:00:00Z`) });
        const [declined] = await subscriptionsOf(db(), person.id);
        expect(declined).toMatchObject({ status: 'grace', failedAttempts: 1, renewsOn: renewed.renewsOn });
        const failedCharge = await db()
          .select()
          .from(payments)
          .where(and(eq(payments.userId, person.id), eq(payments.purpose, 'subscription-renewal'), eq(payments.status, 'failed')));
        expect(failedCharge).toHaveLength(1);
        expect(failedCharge[0].failureReason).toBe('insufficient_funds');
      });

      it('a processing (async) payment waits, and a late "succeeded" finishes it; an event for nothing of ours is accepted and ignored', async () => {
        const { person, payment } = await startFeeSignUp(db());
        const session = {
          id: payment.checkoutId!,
          client_reference_id: payment.id,
          status: 'complete',
          payment_status: 'unpaid',
          payment_intent: 'pi_async_1',
        };
        stripe.sessions.set(payment.checkoutId!, { ...stripe.sessions.get(payment.checkoutId!)!, ...session, customer: 'cus_2' });
        const completed = sessionEvent(`evt_async_completed_${payment.id}`, 'checkout.session.completed', session);
        expect((await api.webhook(completed, signed(completed))).status).toBe(200);
        expect((await paymentRow(db(), payment.id)).status).toBe('processing');
        expect(await subscriptionsOf(db(), person.id)).toEqual([]);

        const succeeded = sessionEvent(`evt_async_ok_${payment.id}`, 'checkout.session.async_payment_succeeded', {
          ...session,
          payment_status: 'paid',
        });
        expect((await api.webhook(succeeded, signed(succeeded))).status).toBe(200);
        expect((await paymentRow(db(), payment.id)).status).toBe('succeeded');
        expect(await subscriptionsOf(db(), person.id)).toHaveLength(1);

        const foreign = JSON.stringify({
          id: 'evt_foreign',
          object: 'event',
          type: 'customer.created',
          created: 1,
          data: { object: { id: 'cus_x' } },
        });
        expect((await api.webhook(foreign, signed(foreign))).status).toBe(200);
      });
    });
  },
  { install: true },
);
