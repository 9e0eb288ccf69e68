import { z } from 'zod';
import type { PaymentPurpose, PaymentStatus } from '@/lib/db/schema/payments';

/** Our public payment ids: 32 hex characters (lib/payments/service.ts newPaymentId). */
export const paymentIdSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const paymentParamsSchema = z.object({ id: paymentIdSchema });

export function isPaymentId(value: string): boolean {
  return paymentIdSchema.safeParse(value).success;
}

/** The sandbox checkout's form: a test card number and which button was pressed (cancel needs no card). */
export const sandboxPaymentSchema = z.object({
  cardNumber: z.string().trim().max(30).optional(),
  outcome: z.enum(['pay', 'fail', 'cancel']),
});
export type SandboxPaymentInput = z.input<typeof sandboxPaymentSchema>;

/** The card field of the sandbox page; the button pressed adds the outcome (message keys: paymentConfirmation.sandbox.errors). */
export const sandboxCardSchema = z.object({ cardNumber: z.string().trim().min(1, 'cardRequired').max(30, 'cardRequired') });
export type SandboxPayment = z.output<typeof sandboxPaymentSchema>;

/** A payment as its owner sees it on /betaling/{id}. */
export type PaymentView = {
  id: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amountOre: number;
  description: string;
  /** The Copenhagen date it was paid, or started while it is not. */
  date: string;
  /** The list the fee put the person on, once the membership exists. */
  listName: string | null;
  provider: 'sandbox' | 'stripe';
  /** Another payment of the person's that paid for the same thing (this one failed or was given back). */
  paidBy: string | null;
};

/** A payment as the person's data export lists it (no provider keys, no checkout link). */
export type PaymentRecord = {
  id: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amountOre: number;
  currency: string;
  description: string;
  provider: 'sandbox' | 'stripe';
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
};

export type StartCheckoutResult = { paymentId: string; checkoutUrl: string };
