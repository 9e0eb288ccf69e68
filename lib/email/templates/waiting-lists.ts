import { z } from 'zod';
import { httpUrl, personName, required, mail, letter, button } from './kit';

/** On a waiting list: which, whose, the seniority it counts from (never the CPR number) and the way to it. */
const waitingListReceipt = mail(
  z.object({
    name: personName,
    listName: required(200),
    company: required(200),
    seniorityDate: required(100),
    url: httpUrl,
  }),
  (t, data) =>
    letter(t, data.name, t('waitingListReceipt.subject', { listName: data.listName }), [
      t('waitingListReceipt.intro', { listName: data.listName, company: data.company, seniorityDate: data.seniorityDate }),
      button(t('waitingListReceipt.action'), data.url),
      t('waitingListReceipt.next'),
    ]),
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
  (t, data, brand) =>
    letter(t, data.name, t('waitingListInvitation.subject', { listName: data.listName }), [
      t('waitingListInvitation.intro', { listName: data.listName, company: data.company, seniorityDate: data.seniorityDate, brand }),
      button(t('waitingListInvitation.action'), data.url),
      `${t('waitingListInvitation.personal')} ${t('waitingListInvitation.expires', { expires: data.expires })}`,
    ]),
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
  (t, data) =>
    letter(t, data.name, t('waitingListOffer.subject', { address: data.address }), [
      t('waitingListOffer.intro', { company: data.company, listName: data.listName, address: data.address }),
      t('waitingListOffer.deadline', { deadline: data.deadline }),
      button(t('waitingListOffer.action'), data.url),
    ]),
);

/** The home went to another member: the person keeps their place. */
const waitingListOfferOutcome = mail(z.object({ name: personName, company: required(200), address: required(300) }), (t, data) =>
  letter(t, data.name, t('waitingListOfferOutcome.subject', { address: data.address }), [
    t('waitingListOfferOutcome.intro', { company: data.company, address: data.address }),
  ]),
);

/** Three offers passed without an answer: the membership is passive until the person turns it on again. */
const waitingListSetPassive = mail(
  z.object({ name: personName, company: required(200), listName: required(200), url: httpUrl }),
  (t, data) =>
    letter(t, data.name, t('waitingListSetPassive.subject', { listName: data.listName }), [
      t('waitingListSetPassive.intro', { listName: data.listName, company: data.company }),
      button(t('waitingListSetPassive.action'), data.url),
    ]),
);

export const waitingListsMails = {
  waitingListReceipt,
  waitingListInvitation,
  waitingListOffer,
  waitingListOfferOutcome,
  waitingListSetPassive,
};
