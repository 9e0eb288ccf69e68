import { z } from 'zod';
import { httpUrl, personName, required, mail, paragraph, greeting } from './kit';

/** Someone was given access to a company's console: who did it, and the way in. */
const companyMemberAdded = mail(
  z.object({ name: personName, company: required(200), addedBy: personName, url: httpUrl }),
  (t, data, brand) => ({
    subject: t('companyMemberAdded.subject', { company: data.company, brand }),
    blocks: [
      greeting(t, data.name),
      paragraph(t('companyMemberAdded.intro', { company: data.company, addedBy: data.addedBy, brand })),
      { kind: 'button', label: t('companyMemberAdded.action'), url: data.url },
      paragraph(t('companyMemberAdded.notExpected', { company: data.company })),
    ],
  }),
);

export const providersMails = { companyMemberAdded };
