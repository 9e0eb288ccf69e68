import { z } from 'zod';
import { httpUrl, personName, required, mail, letter, button, details } from './kit';

/** An open-house registration: what became of it, when and where, and the link that cancels it. */
const openHouse = mail(
  z.object({
    kind: z.enum(['registered', 'waiting', 'movedUp', 'reminder', 'changed', 'cancelled']),
    name: personName,
    group: required(200),
    date: required(100),
    time: required(50),
    place: required(300),
    position: z.number().int().positive().optional(),
    // A change: what the date and time, or the place, were before it.
    previousWhen: required(160).optional(),
    previousPlace: required(300).optional(),
    pageUrl: httpUrl,
    cancelUrl: httpUrl.optional(),
  }),
  (t, data) => {
    const values = { group: data.group, position: data.position ?? 1 };
    // Told of a change while waiting: no calendar file, but their turn in the line.
    const intro = data.kind === 'changed' && data.position ? 'changed.introWaiting' : (`${data.kind}.intro` as const);
    const was = (value: string | undefined) => (value ? [{ label: t('openHouse.changed.was'), value }] : []);
    return letter(t, data.name, t(`openHouse.${data.kind}.subject`, values), [
      t(`openHouse.${intro}`, values),
      details([
        { label: t('openHouse.when'), value: `${data.date}, ${data.time}` },
        ...was(data.previousWhen),
        { label: t('openHouse.where'), value: data.place },
        ...was(data.previousPlace),
      ]),
      ...(data.cancelUrl ? [t('openHouse.cancelText'), button(t('openHouse.action'), data.cancelUrl)] : []),
      t('openHouse.page', { url: data.pageUrl }),
    ]);
  },
);

export const openHouseMails = { openHouse };
