import { rangeWording } from '@/lib/i18n/range';
import type { SearchFilters } from '@/lib/search/schema';

type Translate = (
  key: 'rooms' | 'roomsMin' | 'roomsMax' | 'rent' | 'rentMin' | 'rentMax' | 'size' | 'sizeMin' | 'sizeMax' | 'all',
  values?: Record<string, string | number>,
) => string;

type Range = { min?: number; max?: number };

/** One range as `both`, `min` or `max` wording; nothing when neither bound is set. */
function rangePart(
  t: Translate,
  keys: readonly ['rooms' | 'rent' | 'size', 'roomsMin' | 'rentMin' | 'sizeMin', 'roomsMax' | 'rentMax' | 'sizeMax'],
  { min, max }: Range,
  format: (n: number) => string,
): string[] {
  const wording = rangeWording(min, max);
  if (wording === 'between') return [t(keys[0], { min: format(min!), max: format(max!) })];
  if (wording === 'atLeast') return [t(keys[1], { min: format(min!) })];
  if (wording === 'atMost') return [t(keys[2], { max: format(max!) })];
  return [];
}

/**
 * The name a saved search starts with: the place, then rooms, rent and size as the person set them,
 * e.g. "Aarhus, 2–3 værelser, max 12.000 kr.". `place` is the location's display name (null: none
 * chosen); `t` holds `search.saveSearch.nameParts`. Only the main filters: the person can rename it.
 */
export function savedSearchName(filters: SearchFilters, place: string | null, t: Translate, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  const plain = (n: number) => String(n);
  const parts = [
    ...(place ? [place] : []),
    ...rangePart(t, ['rooms', 'roomsMin', 'roomsMax'], { min: filters.roomsMin, max: filters.roomsMax }, plain),
    ...rangePart(t, ['rent', 'rentMin', 'rentMax'], { min: filters.rentMin, max: filters.rentMax }, (n) => number.format(n)),
    ...rangePart(t, ['size', 'sizeMin', 'sizeMax'], { min: filters.sizeMin, max: filters.sizeMax }, plain),
  ];
  return parts.length ? parts.join(', ') : t('all');
}
