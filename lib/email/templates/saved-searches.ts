import { z } from 'zod';
import { httpUrl, personName, required, mail, letter, button } from './kit';

/**
 * New homes for a person's saved searches, one mail per run: at most 10 homes, the way to all of
 * them, and for each search the link that stops its mails (the same one-click link the headers carry).
 */
const savedSearchAlert = mail(
  z.object({
    name: personName,
    homes: z
      .array(
        z.object({
          address: required(300),
          rooms: z.number().int().min(0),
          sizeM2: z.number().int().min(0),
          monthlyRent: z.number().int().min(0),
          search: required(100),
          url: httpUrl,
        }),
      )
      .min(1)
      .max(10),
    total: z.number().int().min(1),
    moreUrl: httpUrl,
    searches: z.array(z.object({ name: required(100), unsubscribeUrl: httpUrl })).min(1),
  }),
  (t, data) =>
    letter(
      t,
      data.name,
      t(data.searches.length === 1 ? 'savedSearchAlert.subject' : 'savedSearchAlert.subjectMany', {
        count: data.total,
        search: data.searches[0].name,
      }),
      [
        t('savedSearchAlert.intro', { count: data.total }),
        {
          kind: 'links',
          items: data.homes.map((home) => ({
            label: home.address,
            detail: t('savedSearchAlert.home', { rooms: home.rooms, size: home.sizeM2, rent: home.monthlyRent, search: home.search }),
            url: home.url,
          })),
        },
        data.total > data.homes.length && t('savedSearchAlert.more', { count: data.total - data.homes.length }),
        button(t('savedSearchAlert.action'), data.moreUrl),
        {
          kind: 'links',
          items: data.searches.map((search) => ({
            label: t('savedSearchAlert.unsubscribe', { search: search.name }),
            url: search.unsubscribeUrl,
          })),
        },
        t('savedSearchAlert.settings'),
      ],
    ),
);

export const savedSearchesMails = { savedSearchAlert };
