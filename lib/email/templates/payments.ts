import { z } from 'zod';
import { httpUrl, personName, required, optional, mail, letter, button, details } from './kit';

/** A paid fee: what it paid for, how much, when, the ledger's reference and the next renewal. */
const paymentReceipt = mail(
  z.object({
    name: personName,
    kind: z.enum(['signup', 'renewal']),
    listName: required(200),
    amount: required(20),
    paidOn: required(50),
    nextRenewal: optional(50),
    paymentId: required(64),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { listName: data.listName, amount: data.amount };
    return letter(t, data.name, t(`paymentReceipt.${data.kind}.subject`, values), [
      t(`paymentReceipt.${data.kind}.intro`, values),
      details([
        { label: t('paymentReceipt.amount'), value: t('paymentReceipt.amountValue', { amount: data.amount }) },
        { label: t('paymentReceipt.paidOn'), value: data.paidOn },
        { label: t('paymentReceipt.reference'), value: data.paymentId },
        ...(data.nextRenewal ? [{ label: t('paymentReceipt.nextRenewal'), value: data.nextRenewal }] : []),
      ]),
      button(t('paymentReceipt.action'), data.url),
    ]);
  },
);

/**
 * Money given back: how much, which payment, and the line that says what it means (`assurance`).
 * `paymentRefund`: a second payment for a place already paid for — the place stands.
 * `paymentLateRefund`: a late payment — the person saw the checkout closed (or failed), yet the
 * money was taken; it bought nothing they did not already have, so it is on its way back.
 */
const refundMail = (key: 'paymentRefund' | 'paymentLateRefund', assurance: 'paymentRefund.keep' | 'paymentLateRefund.nothingToDo') =>
  mail(
    z.object({
      name: personName,
      listName: required(200),
      amount: required(20),
      paymentId: required(64),
      url: httpUrl,
    }),
    (t, data) => {
      const values = { listName: data.listName, amount: data.amount };
      return letter(t, data.name, t(`${key}.subject`, values), [
        t(`${key}.intro`, values),
        t(assurance),
        details([
          { label: t(`${key}.amount`), value: t('paymentReceipt.amountValue', { amount: data.amount }) },
          { label: t(`${key}.reference`), value: data.paymentId },
        ]),
        button(t(`${key}.action`), data.url),
      ]);
    },
  );

const paymentRefund = refundMail('paymentRefund', 'paymentRefund.keep');
const paymentLateRefund = refundMail('paymentLateRefund', 'paymentLateRefund.nothingToDo');

export const paymentsMails = { paymentReceipt, paymentRefund, paymentLateRefund };
