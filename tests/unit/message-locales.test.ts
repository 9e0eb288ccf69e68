import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveMessageLocalesDirectly } from '@/lib/i18n/message-locales';

const original = IntlMessageFormat.resolveLocale;

afterEach(() => {
  IntlMessageFormat.resolveLocale = original;
  vi.restoreAllMocks();
});

describe('resolveMessageLocalesDirectly', () => {
  it('compiles messages without asking Intl which locales it supports', () => {
    const lookup = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    resolveMessageLocalesDirectly();
    expect(new IntlMessageFormat('{n, plural, one {# bolig} other {# boliger}}', 'da-DK').format({ n: 2 })).toBe('2 boliger');
    expect(new IntlMessageFormat('{n, number} homes', 'en-DK').format({ n: 1200 })).toBe('1.200 homes');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('gives each message the locale the library would have given it', () => {
    resolveMessageLocalesDirectly();
    for (const locales of ['da-DK', 'en-DK', 'da-dk', ['en-DK', 'da-DK'], 'xx-unknown']) {
      expect(IntlMessageFormat.resolveLocale(locales)?.toString()).toBe(original(locales)?.toString());
    }
    expect(() => IntlMessageFormat.resolveLocale('not a locale')).toThrow(RangeError);
  });
});
