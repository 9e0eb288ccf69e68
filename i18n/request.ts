import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { withCmsTexts } from '@/lib/content/cms-messages';
import { getGeneral } from '@/lib/content/service';
import { routing } from '@/lib/i18n/routing';
import { loadMessages } from '@/lib/i18n/messages';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/*
 * next-intl's request configuration (its default place, outside lib/: it joins two areas). The
 * embedded messages, with the texts of the CMS's general blocks laid over them. Without an answer
 * from the CMS (one that never answered this node; its failure is logged and in health) the
 * embedded messages alone: they are the default, and the error page needs them.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages, general] = await Promise.all([loadMessages(locale), getGeneral(locale).catch(() => null)]);
  return { locale, messages: general ? withCmsTexts(messages, general) : messages, timeZone: DANISH_TIME_ZONE };
});
