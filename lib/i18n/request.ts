import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { routing } from './routing';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: DANISH_TIME_ZONE };
});
