import { z } from 'zod';
import { interestListEvents } from '@/lib/db/schema/interest-lists';
import { httpUrl, personName, required, mail, letter, button } from './kit';

/** News of a group the person follows (lib/interest-lists): what happened, the way to it, how to leave. */
const interestListNews = mail(
  z.object({
    name: personName,
    group: required(200),
    event: z.enum(interestListEvents),
    url: httpUrl,
    listsUrl: httpUrl,
  }),
  (t, data) =>
    letter(t, data.name, t(`interestListNews.${data.event}.subject`, { group: data.group }), [
      t(`interestListNews.${data.event}.intro`, { group: data.group }),
      button(t('interestListNews.action'), data.url),
      t('interestListNews.why', { group: data.group, url: data.listsUrl }),
    ]),
);

export const interestListsMails = { interestListNews };
