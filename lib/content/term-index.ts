import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { loadEntries } from './collections';
import { buildTermIndex, termPhrases, type TermIndex } from './glossary';
import { memoized } from './memo';

const noTerms = buildTermIndex([]);

/**
 * The glossary's terms as one matcher for the page language, built once per CMS stale time. Other
 * pages only decorate their labels with it, so a CMS failure leaves the labels unlinked.
 */
export async function getTermIndex(locale: Locale): Promise<TermIndex> {
  try {
    return await memoized(`term-index:${locale}`, async () => buildTermIndex((await loadEntries('glossary-terms', locale)).map((term) => termPhrases(term, locale))));
  } catch (error) {
    console.error('Glossary unavailable; terms are shown without links', error);
    return noTerms;
  }
}
