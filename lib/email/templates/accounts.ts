import { z } from 'zod';
import { httpUrl, personName, mail, paragraph, greeting } from './kit';

const accountLink = z.object({ name: personName, url: httpUrl });

/** Verification, reset and e-mail change share one shape: greeting, why, the link, what if it wasn't you. */
function accountLinkMail(kind: 'verifyEmail' | 'resetPassword' | 'changeEmail') {
  return mail(accountLink, (t, data, brand) => ({
    subject: t(`${kind}.subject`),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`${kind}.intro`, { brand })),
      { kind: 'button', label: t(`${kind}.action`), url: data.url },
      paragraph(t(`${kind}.ignore`)),
    ],
  }));
}

/** The confirmation of a deletion; it names nothing but the brand, since the account is gone. */
const accountDeleted = mail(z.object({ name: personName }), (t, data, brand) => ({
  subject: t('accountDeleted.subject', { brand }),
  blocks: [greeting(t, data.name), paragraph(t('accountDeleted.intro', { brand })), paragraph(t('accountDeleted.notYou'))],
}));

export const accountsMails = {
  verifyEmail: accountLinkMail('verifyEmail'),
  resetPassword: accountLinkMail('resetPassword'),
  changeEmail: accountLinkMail('changeEmail'),
  accountDeleted,
};
