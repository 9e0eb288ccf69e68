import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import da from '@/messages/da-DK/waitingList.json';
import en from '@/messages/en-DK/waitingList.json';
import { criteriaRange } from '@/components/waiting-lists/criteria-range';

const translator = (locale: 'da-DK' | 'en-DK') =>
  createTranslator({ locale, messages: { waitingList: locale === 'da-DK' ? da : en }, namespace: 'waitingList.criteria' });

describe("a waiting-list member's wishes in words", () => {
  it('writes an open end as "at least" or "at most", never 0 or ∞', () => {
    const t = translator('da-DK');
    expect(criteriaRange(t, 'rooms', 2, null)).toBe('mindst 2 værelser');
    expect(criteriaRange(t, 'rooms', null, 3)).toBe('højst 3 værelser');
    expect(criteriaRange(t, 'size', 50, 80)).toBe('50–80 m²');
    expect(criteriaRange(t, 'price', null, 9000)).toBe('højst 9.000 kr.');
    expect(criteriaRange(t, 'size', null, null)).toBe('Ingen krav');
  });

  it('in English too', () => {
    const t = translator('en-DK');
    expect(criteriaRange(t, 'rooms', 2, null)).toBe('at least 2 rooms');
    expect(criteriaRange(t, 'size', null, 80)).toBe('at most 80 m²');
    expect(criteriaRange(t, 'price', 4000, null)).toBe('at least 4.000 kr.');
    expect(criteriaRange(t, 'rooms', 1, 2)).toBe('1–2 rooms');
  });
});
