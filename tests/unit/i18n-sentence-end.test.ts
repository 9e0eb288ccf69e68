import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import common from '@/messages/en-DK/common.json';
import dansk from '@/messages/da-DK/common.json';
import { atSentenceEnd } from '@/lib/i18n/format';

describe('a home’s address at the end of a sentence', () => {
  it('lends its abbreviation’s period to the sentence instead of doubling it', () => {
    const en = createTranslator({ locale: 'en-DK', messages: { common }, namespace: 'common.pages.propertyApply' });
    const da = createTranslator({ locale: 'da-DK', messages: { common: dansk }, namespace: 'common.pages.propertyApply' });
    expect(en('intro', { name: atSentenceEnd('Vesterbrogade 12, 2. tv.') })).toBe('Send an application for Vesterbrogade 12, 2. tv.');
    expect(da('intro', { name: atSentenceEnd('Vesterbrogade 12, st.') })).toBe('Send en ansøgning om Vesterbrogade 12, st.');
    expect(en('intro', { name: atSentenceEnd('Vesterbrogade 12') })).toBe('Send an application for Vesterbrogade 12.');
  });
});
