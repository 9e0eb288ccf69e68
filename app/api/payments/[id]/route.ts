import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';
import { paymentParamsSchema } from '@/lib/payments/schema';
import { getMyPayment } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/** /betaling/{id} asks here while the payment is processing; someone else's payment is 404. */
export const GET = route({ auth: 'required', params: paymentParamsSchema }, async ({ user, params }) => {
  const payment = await getMyPayment(user, params.id);
  if (!payment) throw new DomainError('NotFound', 'notFound');
  return payment;
});
