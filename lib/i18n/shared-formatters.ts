import { _createCache, _createIntlFormatters, createTranslator as createNextIntlTranslator } from 'next-intl';

/*
 * next-intl makes a new cache of parsed messages and Intl formatters for every request (and
 * createTranslator one for every call), so each render parsed every ICU message it used and built
 * its Intl objects again: about a twentieth of a signed-in page's CPU. One set per process serves
 * them all. Its entries are keyed by the message text, locale and options (not by the key), so a
 * text changed in the CMS is parsed anew rather than read stale; the catalogue bounds their number.
 */
export const sharedIntlFormatters = _createIntlFormatters(_createCache());

/** next-intl's createTranslator, same calls and types, on the process's one set of formatters. */
export const createTranslator = ((config: Parameters<typeof createNextIntlTranslator>[0]) =>
  createNextIntlTranslator({ ...config, _formatters: sharedIntlFormatters })) as typeof createNextIntlTranslator;
