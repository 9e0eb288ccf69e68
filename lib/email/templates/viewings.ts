import { z } from 'zod';
import type { EmailBlock } from '../layout';
import { httpUrl, personName, required, mail, paragraph, greeting, type Translate } from './kit';

/** A viewing's invitation, the reminder the day before and the survey after it: when, where, and the page. */
const viewingInvitation = mail(
  z.object({
    kind: z.enum(['invitation', 'reminder', 'survey']),
    name: personName,
    address: required(300),
    company: required(200),
    when: z.array(required(120)).min(1).max(20),
    place: required(300),
    url: httpUrl,
  }),
  (t, data) => {
    const values = { address: data.address, company: data.company };
    return {
      subject: t(`viewingInvitation.${data.kind}.subject`, values),
      blocks: [
        greeting(t, data.name),
        paragraph(t(`viewingInvitation.${data.kind}.intro`, values)),
        viewingDetails(t, data.when.join('; '), data.place),
        { kind: 'button', label: t(`viewingInvitation.${data.kind}.action`), url: data.url },
        paragraph(t('preferenceFooter')),
      ],
    };
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
  }),
  (t, data) => ({
    subject: t('viewingConfirmation.subject', { address: data.address }),
    blocks: [
      greeting(t, data.name),
      paragraph(t('viewingConfirmation.intro', { address: data.address, company: data.company })),
      viewingDetails(t, data.when, data.place),
      paragraph(t('viewingConfirmation.calendar')),
      { kind: 'button', label: t('viewingConfirmation.action'), url: data.url },
    ],
  }),
);

function viewingDetails(t: Translate, when: string, place: string): EmailBlock {
  return {
    kind: 'details',
    rows: [
      { label: t('viewingInvitation.when'), value: when },
      { label: t('viewingInvitation.place'), value: place },
    ],
  };
}

export const viewingsMails = { viewingInvitation, viewingConfirmation };
