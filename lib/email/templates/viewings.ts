import { z } from 'zod';
import type { EmailBlock } from '../layout';
import { httpUrl, personName, required, mail, letter, button, details, type Translate } from './kit';

/**
 * A viewing's invitation, the reminder the day before, the word to someone waiting that a place came
 * free, and the survey after it: when, where, and the page.
 */
const viewingInvitation = mail(
  z.object({
    kind: z.enum(['invitation', 'reminder', 'placeFree', 'survey']),
    name: personName,
    address: required(300),
    company: required(200),
    when: z.array(required(120)).min(1).max(20),
    place: required(300),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { address: data.address, company: data.company };
    return letter(t, data.name, t(`viewingInvitation.${data.kind}.subject`, values), [
      t(`viewingInvitation.${data.kind}.intro`, values),
      viewingDetails(t, data.when.join('; '), data.place),
      button(t(`viewingInvitation.${data.kind}.action`), data.url),
      t('preferenceFooter'),
    ]);
  },
);

/** The receipt of an accepted viewing, sent with its .ics; a receipt of the person's own step, so always sent. */
const viewingConfirmation = mail(
  z.object({
    name: personName,
    address: required(300),
    company: required(200),
    when: required(120),
    place: required(300),
    url: httpUrl,
    /** The cancel page: one button, no sign-in, no JavaScript needed. */
    cancelUrl: httpUrl,
  }),
  (t, data) =>
    letter(t, data.name, t('viewingConfirmation.subject', { address: data.address }), [
      t('viewingConfirmation.intro', { address: data.address, company: data.company }),
      viewingDetails(t, data.when, data.place),
      t('viewingConfirmation.calendar'),
      button(t('viewingConfirmation.action'), data.url),
      t('viewingConfirmation.cancel'),
      button(t('viewingConfirmation.cancelAction'), data.cancelUrl),
    ]),
);

function viewingDetails(t: Translate, when: string, place: string): EmailBlock {
  return details([
    { label: t('viewingInvitation.when'), value: when },
    { label: t('viewingInvitation.place'), value: place },
  ]);
}

export const viewingsMails = { viewingInvitation, viewingConfirmation };
