import { z } from 'zod';
import { httpUrl, personName, required, optional, mail, paragraph, greeting } from './kit';

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
    return {
      subject: t('subscriptionReminder.subject', values),
      blocks: [
        greeting(t, data.name),
        paragraph(t('subscriptionReminder.intro', values)),
        paragraph(t('subscriptionReminder.keep', values)),
        { kind: 'button', label: t('subscriptionReminder.stop'), url: data.stopUrl },
        paragraph(t('subscriptionReminder.manage', { url: data.url })),
      ],
    };
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
    return {
      subject: t('subscriptionRenewalFailed.subject', values),
      blocks: [
        greeting(t, data.name),
        paragraph(t('subscriptionRenewalFailed.intro', values)),
        paragraph(
          data.nextAttempt
            ? t('subscriptionRenewalFailed.retry', { nextAttempt: data.nextAttempt })
            : t('subscriptionRenewalFailed.noRetry'),
        ),
        paragraph(t('subscriptionRenewalFailed.grace', values)),
        { kind: 'button', label: t('subscriptionRenewalFailed.action'), url: data.url },
      ],
    };
  },
);

const subscriptionLapsed = mail(z.object({ name: personName, listName: required(200), amount: required(20), url: httpUrl }), (t, data) => ({
  subject: t('subscriptionLapsed.subject', { listName: data.listName }),
  blocks: [
    greeting(t, data.name),
    paragraph(t('subscriptionLapsed.intro', { listName: data.listName, amount: data.amount })),
    { kind: 'button', label: t('subscriptionLapsed.action'), url: data.url },
  ],
}));

export const subscriptionsMails = { subscriptionReminder, subscriptionRenewalFailed, subscriptionLapsed };
