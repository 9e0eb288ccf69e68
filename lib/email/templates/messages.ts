import { z } from 'zod';
import { httpUrl, personName, required, mail, letter, button } from './kit';

/**
 * A new message in a conversation: who wrote and about what, and the way into it. The text itself is
 * not in the mail: it is read on the platform, where the scam guard's warning stands beside it.
 */
const newMessage = mail(z.object({ name: personName, from: required(200), subject: required(300), url: httpUrl }), (t, data) =>
  letter(t, data.name, t('newMessage.subject', { from: data.from }), [
    t('newMessage.intro', { from: data.from, subject: data.subject }),
    button(t('newMessage.action'), data.url),
    t('newMessage.burst'),
    t('newMessage.settings'),
  ]),
);

export const messagesMails = { newMessage };
