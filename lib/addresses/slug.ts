const danish: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', é: 'e', ü: 'u', ö: 'oe', ä: 'ae' };

/** `København N` → `koebenhavn-n`: ASCII slugs with the Danish transliteration people type. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåéüöä]/g, (c) => danish[c])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
