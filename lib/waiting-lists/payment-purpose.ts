import 'server-only';
import { registerPaymentPurpose } from '@/lib/payments/purposes';
// A paid sign-up starts a subscription that renews: loading this module registers both purposes.
import '@/lib/subscriptions/payment-purpose';
import { startSubscription } from '@/lib/subscriptions/renewal';
import { listNameOfMembership } from '@/lib/subscriptions/service';
import { completePaidSignup, openSignupCheckout, recordLateSignupPayment } from './service';

/*
 * The sign-up fee: the pending sign-up becomes the membership and its subscription. Every entry point
 * that can settle a payment (the payment routes and pages, the payment jobs) imports this module;
 * tests/unit/payment-purposes.test.ts fails for one that does not.
 */
registerPaymentPurpose('waiting-list-signup', {
  fulfil: async (tx, payment, { method, paidAt, claim, fulfilledMeanwhile }) => {
    const signup = await completePaidSignup({ reference: payment.reference, paymentId: payment.id, paidAt }, tx);
    // Read after the sign-up's lock: a payment fulfilled meanwhile is done, not a duplicate to refund.
    if (!signup.created) return (await fulfilledMeanwhile()) ? null : { refund: { listName: signup.listName } };
    if (!(await claim(signup.membershipId))) return null;
    const subscription = await startSubscription(tx, { payment, signup, method, paidAt });
    return { receipt: { listName: signup.listName, renewsOn: subscription?.renewsOn ?? null } };
  },
  // WL refuses a sign-up already paid, or a list the person is on by now (a page left open, the back button).
  retry: (userId, payment) => openSignupCheckout({ id: userId }, payment.reference),
  paidAfterClose: recordLateSignupPayment,
  listName: listNameOfMembership,
});
