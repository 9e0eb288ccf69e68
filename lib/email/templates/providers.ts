import { z } from 'zod';
import { httpUrl, personName, required, mail, letter, button } from './kit';

/** Someone was given access to a company's console: who did it, and the way in. */
const companyMemberAdded = mail(
  z.object({ name: personName, company: required(200), addedBy: personName, url: httpUrl }),
  (t, data, brand) =>
    letter(t, data.name, t('companyMemberAdded.subject', { company: data.company, brand }), [
      t('companyMemberAdded.intro', { company: data.company, addedBy: data.addedBy, brand }),
      button(t('companyMemberAdded.action'), data.url),
      t('companyMemberAdded.notExpected', { company: data.company }),
    ]),
);

export const providersMails = { companyMemberAdded };
