import 'server-only';
import { registerPaymentPurpose } from '@/lib/payments/purposes';
import { applyRenewalPayment, recordRenewalFailure } from './renewal';

// A renewal, once claimed, moves its subscription a year on; a failed one starts or continues the grace period.
registerPaymentPurpose('subscription-renewal', {
  fulfil: async (tx, payment, { method, claim, fulfilledMeanwhile }) => {
    const renewed = await applyRenewalPayment(tx, payment, method, claim);
    // A period not due (a late payment after another charge renewed it): given back, unless this payment renewed it meanwhile.
    if (renewed && 'paidNothing' in renewed) return (await fulfilledMeanwhile()) ? null : { refund: { listName: renewed.paidNothing } };
    return renewed ? { receipt: renewed } : null;
  },
  failed: recordRenewalFailure,
});
