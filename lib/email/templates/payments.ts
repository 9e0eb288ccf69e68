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

/** A second payment for a place already paid for, given back: how much, which payment, and that the place stands. */
const paymentRefund = mail(
  z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    paymentId: required(64),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { listName: data.listName, amount: data.amount };
    return letter(t, data.name, t('paymentRefund.subject', values), [
      t('paymentRefund.intro', values),
      t('paymentRefund.keep'),
      details([
        { label: t('paymentRefund.amount'), value: t('paymentReceipt.amountValue', { amount: data.amount }) },
        { label: t('paymentRefund.reference'), value: data.paymentId },
      ]),
      button(t('paymentRefund.action'), data.url),
    ]);
  },
);

/**
 * A late payment given back: the person saw the checkout closed (or failed), yet the money was
 * taken; it bought nothing they did not already have, so it is on its way back.
 */
const paymentLateRefund = mail(
  z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    paymentId: required(64),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { listName: data.listName, amount: data.amount };
    return letter(t, data.name, t('paymentLateRefund.subject', values), [
      t('paymentLateRefund.intro', values),
      t('paymentLateRefund.nothingToDo'),
      details([
        { label: t('paymentLateRefund.amount'), value: t('paymentReceipt.amountValue', { amount: data.amount }) },
        { label: t('paymentLateRefund.reference'), value: data.paymentId },
      ]),
      button(t('paymentLateRefund.action'), data.url),
    ]);
  },
);

export const paymentsMails = { paymentReceipt, paymentRefund, paymentLateRefund };
