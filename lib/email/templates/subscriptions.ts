import { z } from 'zod';
import { httpUrl, personName, required, optional, mail, letter, button } from './kit';

/** 15 days ahead: the amount, the date, and a stop that needs no sign-in (the link is the proof). */
const subscriptionReminder = mail(
  z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    renewsOn: required(50),
    stopUrl: httpUrl,
    url: httpUrl,
  }),
  (t, data) => {
    const values = { listName: data.listName, amount: data.amount, renewsOn: data.renewsOn };
    return letter(t, data.name, t('subscriptionReminder.subject', values), [
      t('subscriptionReminder.intro', values),
      t('subscriptionReminder.keep', values),
      button(t('subscriptionReminder.stop'), data.stopUrl),
      t('subscriptionReminder.manage', { url: data.url }),
    ]);
  },
);

const subscriptionRenewalFailed = mail(
  z.object({
    name: personName,
    listName: required(200),
    amount: required(20),
    nextAttempt: optional(50),
    graceUntil: required(50),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { listName: data.listName, amount: data.amount, graceUntil: data.graceUntil };
    return letter(t, data.name, t('subscriptionRenewalFailed.subject', values), [
      t('subscriptionRenewalFailed.intro', values),
      data.nextAttempt ? t('subscriptionRenewalFailed.retry', { nextAttempt: data.nextAttempt }) : t('subscriptionRenewalFailed.noRetry'),
      t('subscriptionRenewalFailed.grace', values),
      button(t('subscriptionRenewalFailed.action'), data.url),
    ]);
  },
);

const subscriptionLapsed = mail(z.object({ name: personName, listName: required(200), amount: required(20), url: httpUrl }), (t, data) =>
  letter(t, data.name, t('subscriptionLapsed.subject', { listName: data.listName }), [
    t('subscriptionLapsed.intro', { listName: data.listName, amount: data.amount }),
    button(t('subscriptionLapsed.action'), data.url),
  ]),
);

export const subscriptionsMails = { subscriptionReminder, subscriptionRenewalFailed, subscriptionLapsed };
