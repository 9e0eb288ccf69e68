import { z } from 'zod';
import { button, httpUrl, letter, mail, personName } from './kit';

/** The link to a person's data export: the mail holds the link and how long it works, none of the data. */
const myDataLink = mail(z.object({ name: personName, url: httpUrl, days: z.number().int().positive() }), (t, data, brand) =>
  letter(t, data.name, t('myDataLink.subject', { brand }), [
    t('myDataLink.intro', { brand }),
    button(t('myDataLink.action'), data.url),
    t('myDataLink.expiry', { days: data.days }),
    t('myDataLink.notYou'),
  ]),
);

export const myDataMails = { myDataLink };
