import { z } from 'zod';
import { httpUrl, personName, mail, letter, button } from './kit';

const accountLink = z.object({ name: personName, url: httpUrl });

/** Verification, reset and e-mail change share one shape: greeting, why, the link, what if it wasn't you. */
function accountLinkMail(kind: 'verifyEmail' | 'resetPassword' | 'changeEmail') {
  return mail(accountLink, (t, data, brand) =>
    letter(t, data.name, t(`${kind}.subject`), [t(`${kind}.intro`, { brand }), button(t(`${kind}.action`), data.url), t(`${kind}.ignore`)]),
  );
}

/** The confirmation of a deletion; it names nothing but the brand, since the account is gone. */
const accountDeleted = mail(z.object({ name: personName }), (t, data, brand) =>
  letter(t, data.name, t('accountDeleted.subject', { brand }), [t('accountDeleted.intro', { brand }), t('accountDeleted.notYou')]),
);

export const accountsMails = {
  verifyEmail: accountLinkMail('verifyEmail'),
  resetPassword: accountLinkMail('resetPassword'),
  changeEmail: accountLinkMail('changeEmail'),
  accountDeleted,
};
