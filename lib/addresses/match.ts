import { slugify } from './slug';

/** 0 exact, 1 prefix, 2 every query word starts a word of the entry. */
export type MatchRank = 0 | 1 | 2;

/** An entry prepared once for matching: its code and its name in the spellings people type. */
export type Searchable = { code: string; spellings: string[] };

const plainLetters: Record<string, string> = { æ: 'a', ø: 'o', å: 'a' };

/** Query text as matched: lower-case ASCII words, `ø` as `oe` (`Kø` → `koe`). */
export function searchWords(text: string): string[] {
  return slugify(text).split('-').filter(Boolean);
}

/**
 * `København` is typed `københavn`, `koebenhavn` or `kobenhavn`; the query is transliterated
 * (`kø` → `koe`), so each name is kept in both ASCII spellings.
 */
export function searchable(code: string, name: string): Searchable {
  const strict = searchWords(name).join(' ');
  const plain = searchWords(name.toLowerCase().replace(/[æøå]/g, (c) => plainLetters[c])).join(' ');
  return { code, spellings: strict === plain ? [strict] : [strict, plain] };
}

function rankSpelling(query: string, words: string[], code: string, name: string): MatchRank | null {
  const tekst = `${code} ${name}`;
  if (query === code || query === name || query === tekst) return 0;
  if (name.startsWith(query) || tekst.startsWith(query)) return 1;
  const entryWords = [code, ...name.split(' ')];
  return words.every((word) => entryWords.some((entryWord) => entryWord.startsWith(word))) ? 2 : null;
}

/** How well `query` (from `searchWords`) matches an entry; null when it does not. */
export function matchRank(words: string[], entry: Searchable): MatchRank | null {
  const query = words.join(' ');
  let best: MatchRank | null = null;
  for (const spelling of entry.spellings) {
    const rank = rankSpelling(query, words, entry.code, spelling);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

export type Ranked<T> = { entry: T; rank: MatchRank };

/** The entries that match `text`, best rank first; within a rank the input order is kept. */
export function rankMatches<T>(entries: readonly T[], text: string, index: (entry: T) => Searchable): Ranked<T>[] {
  const words = searchWords(text);
  return entries
    .map((entry) => ({ entry, rank: matchRank(words, index(entry)) }))
    .filter((match): match is Ranked<T> => match.rank !== null)
    .sort((a, b) => a.rank - b.rank);
}
