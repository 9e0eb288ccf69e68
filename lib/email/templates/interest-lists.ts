import { z } from 'zod';
import { interestListEvents } from '@/lib/db/schema/interest-lists';
import { httpUrl, personName, required, mail, paragraph, greeting } from './kit';

/** News of a group the person follows (lib/interest-lists): what happened, the way to it, how to leave. */
const interestListNews = mail(
  z.object({
    name: personName,
    group: required(200),
    event: z.enum(interestListEvents),
    url: httpUrl,
    listsUrl: httpUrl,
  }),
  (t, data) => ({
    subject: t(`interestListNews.${data.event}.subject`, { group: data.group }),
    blocks: [
      greeting(t, data.name),
      paragraph(t(`interestListNews.${data.event}.intro`, { group: data.group })),
      { kind: 'button', label: t('interestListNews.action'), url: data.url },
      paragraph(t('interestListNews.why', { group: data.group, url: data.listsUrl })),
    ],
  }),
);

export const interestListsMails = { interestListNews };
