import { z } from 'zod';
import { required, optional, mail, blocks, details, quote } from './kit';

const feedbackReceived = mail(
  z.object({ message: required(20_000), email: optional(320).optional(), page: optional(2_000).optional() }),
  (t, data, brand) => {
    const notGiven = t('feedbackReceived.notGiven');
    return {
      subject: t('feedbackReceived.subject', { brand }),
      blocks: blocks([
        t('feedbackReceived.intro'),
        details([
          { label: t('feedbackReceived.email'), value: data.email || notGiven },
          { label: t('feedbackReceived.page'), value: data.page || notGiven },
        ]),
        quote(t('feedbackReceived.message'), data.message),
      ]),
    };
  },
);

export const feedbackMails = { feedbackReceived };
