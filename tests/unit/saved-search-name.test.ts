import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import da from '@/messages/da-DK/search.json';
import en from '@/messages/en-DK/search.json';
import { savedSearchName } from '@/lib/saved-searches/name';
import { filtersOf } from '@/lib/saved-searches/schema';
import { searchQuerySchema } from '@/lib/search/schema';

const filters = (params: Record<string, string>) => filtersOf(searchQuerySchema.parse(params));
const nameIn = (locale: 'da-DK' | 'en-DK', params: Record<string, string>, place: string | null) => {
  const t = createTranslator({ locale, messages: { search: locale === 'da-DK' ? da : en }, namespace: 'search.saveSearch.nameParts' });
  return savedSearchName(filters(params), place, t, locale);
};

describe('the name a saved search starts with', () => {
  it('names the place, then rooms, rent and size as set', () => {
    expect(nameIn('da-DK', { roomsMin: '2', roomsMax: '3', rentMax: '12000' }, 'Aarhus')).toBe('Aarhus, 2–3 værelser, max 12.000 kr.');
    expect(nameIn('en-DK', { roomsMin: '2', roomsMax: '3', rentMax: '12000' }, 'Aarhus')).toMatch(/^Aarhus, 2–3 rooms, max 12[.,]000 kr.$/);
    expect(nameIn('da-DK', { rentMin: '5000', rentMax: '9000', sizeMin: '50' }, null)).toBe('5.000–9.000 kr., mindst 50 m²');
    expect(nameIn('da-DK', { roomsMin: '4' }, 'Odense')).toBe('Odense, mindst 4 værelser');
    expect(nameIn('en-DK', { sizeMax: '80', rentMin: '3000' }, null)).toMatch(/^min\. 3[.,]000 kr., at most 80 m²$/);
  });

  it('says "all homes" when no main filter is set', () => {
    expect(nameIn('da-DK', {}, null)).toBe('Alle boliger');
    expect(nameIn('en-DK', { pets: '1' }, null)).toBe('All homes');
  });
});
