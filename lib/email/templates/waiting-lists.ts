import { z } from 'zod';
import { httpUrl, personName, required, mail, paragraph, greeting } from './kit';

/** On a waiting list: which, whose, the seniority it counts from (never the CPR number) and the way to it. */
const waitingListReceipt = mail(
  z.object({
    name: personName,
    listName: required(200),
    company: required(200),
    seniorityDate: required(100),
    url: httpUrl,
  }),
  (t, data) => ({
    subject: t('waitingListReceipt.subject', { listName: data.listName }),
    blocks: [
      greeting(t, data.name),
      paragraph(t('waitingListReceipt.intro', { listName: data.listName, company: data.company, seniorityDate: data.seniorityDate })),
      { kind: 'button', label: t('waitingListReceipt.action'), url: data.url },
      paragraph(t('waitingListReceipt.next')),
    ],
  }),
);

/** A landlord's member from before us: complete the sign-up by the link and keep the old seniority. */
const waitingListInvitation = mail(
  z.object({
    name: personName,
    listName: required(200),
    company: required(200),
    seniorityDate: required(100),
    expires: required(100),
    url: httpUrl,
  }),
  (t, data, brand) => ({
    subject: t('waitingListInvitation.subject', { listName: data.listName }),
    blocks: [
      greeting(t, data.name),
      paragraph(
        t('waitingListInvitation.intro', { listName: data.listName, company: data.company, seniorityDate: data.seniorityDate, brand }),
      ),
      { kind: 'button', label: t('waitingListInvitation.action'), url: data.url },
      paragraph(`${t('waitingListInvitation.personal')} ${t('waitingListInvitation.expires', { expires: data.expires })}`),
    ],
  }),
);

/** A home offered from a waiting list: whose, which, the deadline (answers can change until then). */
const waitingListOffer = mail(
  z.object({
    name: personName,
    company: required(200),
    listName: required(200),
    address: required(300),
    deadline: required(100),
    url: httpUrl,
  }),
  (t, data) => ({
    subject: t('waitingListOffer.subject', { address: data.address }),
    blocks: [
      greeting(t, data.name),
      paragraph(t('waitingListOffer.intro', { company: data.company, listName: data.listName, address: data.address })),
      paragraph(t('waitingListOffer.deadline', { deadline: data.deadline })),
      { kind: 'button', label: t('waitingListOffer.action'), url: data.url },
    ],
  }),
);

/** The home went to another member: the person keeps their place. */
const waitingListOfferOutcome = mail(z.object({ name: personName, company: required(200), address: required(300) }), (t, data) => ({
  subject: t('waitingListOfferOutcome.subject', { address: data.address }),
  blocks: [greeting(t, data.name), paragraph(t('waitingListOfferOutcome.intro', { company: data.company, address: data.address }))],
}));

/** Three offers passed without an answer: the membership is passive until the person turns it on again. */
const waitingListSetPassive = mail(
  z.object({ name: personName, company: required(200), listName: required(200), url: httpUrl }),
  (t, data) => ({
    subject: t('waitingListSetPassive.subject', { listName: data.listName }),
    blocks: [
      greeting(t, data.name),
      paragraph(t('waitingListSetPassive.intro', { listName: data.listName, company: data.company })),
      { kind: 'button', label: t('waitingListSetPassive.action'), url: data.url },
    ],
  }),
);

export const waitingListsMails = {
  waitingListReceipt,
  waitingListInvitation,
  waitingListOffer,
  waitingListOfferOutcome,
  waitingListSetPassive,
};
