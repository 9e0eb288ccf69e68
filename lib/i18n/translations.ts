import 'server-only';
import { cache } from 'react';
import { getLocale, getMessages, getTimeZone, type getTranslations as nextIntlGetTranslations } from 'next-intl/server';
import type { Locale } from './routing';
import { createTranslator } from './shared-formatters';

type Options = { locale?: Locale; namespace?: string };

// Per request, like next-intl's own: the messages carry the CMS's texts of this moment.
const translatorOf = cache(async (locale: Locale, namespace: string | undefined) => {
  const [messages, timeZone] = await Promise.all([getMessages({ locale }), getTimeZone({ locale })]);
  return createTranslator({ locale, messages, namespace: namespace as never, timeZone });
});

async function translations(namespaceOrOptions?: string | Options) {
  const options: Options = typeof namespaceOrOptions === 'string' ? { namespace: namespaceOrOptions } : (namespaceOrOptions ?? {});
  return translatorOf(options.locale ?? (await getLocale()), options.namespace);
}

/** next-intl's `getTranslations`, same calls and types, with the process's parsed messages and Intl formatters. */
export const getTranslations = translations as unknown as typeof nextIntlGetTranslations;
