import { z } from 'zod';
import type { PaymentPurpose, PaymentStatus } from '@/lib/db/schema/payments';

/** Our public payment ids: 32 hex characters (lib/payments/service.ts newPaymentId). */
export const paymentIdSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const paymentParamsSchema = z.object({ id: paymentIdSchema });

export function isPaymentId(value: string): boolean {
  return paymentIdSchema.safeParse(value).success;
}

/** The sandbox checkout's form: a test card number and which button was pressed. */
export const sandboxPaymentSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/),
  outcome: z.enum(['pay', 'fail']),
});
export type SandboxPaymentInput = z.input<typeof sandboxPaymentSchema>;
export type SandboxPayment = z.output<typeof sandboxPaymentSchema>;

/** A payment as its owner sees it on /betaling/{id}. */
export type PaymentView = {
  id: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amountOre: number;
  description: string;
  createdAt: string;
  paidAt: string | null;
  /** The list the fee put the person on, once the membership exists. */
  listName: string | null;
  provider: 'sandbox' | 'stripe';
};

export type StartCheckoutResult = { paymentId: string; checkoutUrl: string };
