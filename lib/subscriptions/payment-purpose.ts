import 'server-only';
import { registerPaymentPurpose } from '@/lib/payments/purposes';
import { applyRenewalPayment, recordRenewalFailure } from './renewal';

// A renewal, once claimed, moves its subscription a year on; a failed one starts or continues the grace period.
registerPaymentPurpose('subscription-renewal', {
  fulfil: async (tx, payment, { method, claim }) => {
    if (!(await claim())) return null;
    const renewed = await applyRenewalPayment(tx, payment, method);
    return renewed ? { receipt: renewed } : null;
  },
  failed: recordRenewalFailure,
});
