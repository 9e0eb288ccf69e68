import type { Locale } from '@/lib/i18n/routing';
import { normalizeText } from './text';

/** The Danish alphabet as a glossary index shows it: Æ, Ø and Å come last. */
export const danishAlphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ'];

const letterIds: Record<string, string> = { Æ: 'ae', Ø: 'oe', Å: 'aa' };

/** An ASCII anchor for a letter section (`#letter-ae` for Æ). */
export function letterAnchor(letter: string): string {
  return `letter-${letterIds[letter] ?? letter.toLowerCase()}`;
}

/** The index letter of a headword; anything outside the alphabet (a digit) files under A. */
export function letterOf(title: string): string {
  const first = title.trim().charAt(0).toLocaleUpperCase('da-DK');
  return danishAlphabet.includes(first) ? first : 'A';
}

const collator = new Intl.Collator('da-DK');

/** Terms by letter, letters in alphabet order, headwords in Danish order within a letter. */
export function groupByLetter<T extends { title: string }>(terms: readonly T[]): { letter: string; terms: T[] }[] {
  const sorted = [...terms].sort((a, b) => collator.compare(a.title, b.title));
  return danishAlphabet.flatMap((letter) => {
    const inLetter = sorted.filter((term) => letterOf(term.title) === letter);
    return inLetter.length ? [{ letter, terms: inLetter }] : [];
  });
}

export type TermPhrases = { slug: string; title: string; summary: string; phrases: string[] };

/**
 * The words that name a term in a page's language. The Danish headword and its inflections
 * (synonyms) are Danish words; English pages also know the English term. The English term is not
 * matched on Danish pages, where it could be an unrelated Danish word.
 */
export function termPhrases(
  term: { slug: string; title: string; summary: string; translation: string; synonyms: readonly string[] },
  locale: Locale,
): TermPhrases {
  const words = [term.title, ...term.synonyms, ...(locale === 'en-DK' ? [term.translation] : [])];
  const phrases = [...new Set(words.map((w) => normalizeText(w).replace(/\s+/g, ' ').trim()).filter((w) => w.length > 1))];
  return { slug: term.slug, title: term.title, summary: term.summary, phrases };
}

export type TermIndex = { terms: TermPhrases[]; pattern: RegExp | null; byPhrase: Map<string, TermPhrases> };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One pattern for all phrases, longest first, so "forudbetalt leje" wins over "leje". */
export function buildTermIndex(terms: TermPhrases[]): TermIndex {
  const byPhrase = new Map<string, TermPhrases>();
  for (const term of terms) for (const phrase of term.phrases) if (!byPhrase.has(phrase)) byPhrase.set(phrase, term);
  const phrases = [...byPhrase.keys()].sort((a, b) => b.length - a.length);
  const alternatives = phrases.map((phrase) => escapeRegExp(phrase).replace(/\s+/g, '\\s+'));
  const pattern = alternatives.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu') : null;
  return { terms, pattern, byPhrase };
}

export type TextSegment = { text: string; term?: Pick<TermPhrases, 'slug' | 'title' | 'summary'> };

/** A text split around the first glossary term it names (whole words only); the rest stays plain. */
export function linkFirstTerm(text: string, index: TermIndex): TextSegment[] {
  const match = index.pattern?.exec(text);
  if (!match) return [{ text }];
  const term = index.byPhrase.get(normalizeText(match[0]).replace(/\s+/g, ' '));
  if (!term) return [{ text }];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return [...(before ? [{ text: before }] : []), { text: match[0], term }, ...(after ? [{ text: after }] : [])];
}
