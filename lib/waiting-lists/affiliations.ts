import type { Locale } from '@/lib/i18n/routing';

/** One choice of the sign-up's affiliation field: the Danish words are what is stored and checked. */
export type AffiliationChoice = { value: string; label: string; lang?: 'da' };

/**
 * The company's affiliation choices in the page's language: its English words on English pages,
 * by position; where it gave none, its Danish words, marked as Danish for screen readers.
 */
export function affiliationChoices(options: readonly string[], english: readonly string[], locale: Locale): AffiliationChoice[] {
  return options.map((value, i) => {
    if (locale === 'da-DK') return { value, label: value };
    const label = english[i]?.trim();
    return label ? { value, label } : { value, label: value, lang: 'da' };
  });
}
