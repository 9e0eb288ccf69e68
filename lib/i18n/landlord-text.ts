import type { Locale } from './routing';

/**
 * Landlords write their texts (descriptions, the company's presentation) in Danish only. On a page in
 * another language they carry lang="da" (WCAG 3.1.2), so a screen reader reads them in Danish.
 */
export function landlordTextLang(pageLocale: Locale): 'da' | undefined {
  return pageLocale === 'da-DK' ? undefined : 'da';
}
