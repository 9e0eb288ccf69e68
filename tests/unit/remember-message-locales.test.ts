import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberMessageLocales } from '@/lib/i18n/remember-message-locales';

const original = IntlMessageFormat.resolveLocale;

afterEach(() => {
  IntlMessageFormat.resolveLocale = original;
  vi.restoreAllMocks();
});

describe('rememberMessageLocales', () => {
  it('asks Intl once per set of locales however many messages are compiled', () => {
    const lookup = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    rememberMessageLocales();
    const formatted = ['da-DK', 'da-DK', 'da-DK'].map((locale, i) => new IntlMessageFormat(`Side {n} af ${i}`, locale).format({ n: 2 }));
    new IntlMessageFormat('Page {n}', 'en-DK').format({ n: 1 });
    new IntlMessageFormat('Page {n}', ['en-DK', 'da-DK']).format({ n: 1 });
    expect(formatted).toEqual(['Side 2 af 0', 'Side 2 af 1', 'Side 2 af 2']);
    expect(lookup.mock.calls.filter(([locales]) => String(locales) === 'da-DK')).toHaveLength(1);
    expect(lookup.mock.calls.filter(([locales]) => String(locales) === 'en-DK')).toHaveLength(1);
  });

  it('gives each message the locale Intl would have given it', () => {
    rememberMessageLocales();
    for (const locales of ['da-DK', 'en-DK', ['en-DK', 'da-DK'], 'xx-unknown']) {
      expect(IntlMessageFormat.resolveLocale(locales)?.toString()).toBe(original(locales)?.toString());
      expect(IntlMessageFormat.resolveLocale(locales)?.toString()).toBe(original(locales)?.toString());
    }
  });
});
