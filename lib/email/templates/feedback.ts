import { z } from 'zod';
import { required, optional, mail, paragraph } from './kit';

const feedbackReceived = mail(
  z.object({ message: required(20_000), email: optional(320).optional(), page: optional(2_000).optional() }),
  (t, data, brand) => {
    const notGiven = t('feedbackReceived.notGiven');
    return {
      subject: t('feedbackReceived.subject', { brand }),
      blocks: [
        paragraph(t('feedbackReceived.intro')),
        {
          kind: 'details',
          rows: [
            { label: t('feedbackReceived.email'), value: data.email || notGiven },
            { label: t('feedbackReceived.page'), value: data.page || notGiven },
          ],
        },
        { kind: 'quote', label: t('feedbackReceived.message'), text: data.message },
      ],
    };
  },
);

export const feedbackMails = { feedbackReceived };
