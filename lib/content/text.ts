/** Lower case, Danish rules, composed characters: what search and term matching compare. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('da-DK');
}

/** `?q=` of a page request (the first one if repeated), bounded. */
export function searchQuery(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 100) ?? '';
}

/** Every word of the query occurs in the text (in any order); an empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalizeText(text);
  return normalizeText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Markdown as the plain text a reader sees: link targets, emphasis marks and heading marks removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 200; // an unhurried reading pace for advice texts

/** Whole minutes to read a Markdown body, at least one. */
export function readingMinutes(markdown: string): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
