import { _createCache, _createIntlFormatters, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { createTranslator as createSharedTranslator, sharedIntlFormatters } from '@/lib/i18n/shared-formatters';

// The translators of lib/i18n/translations.ts and the mails hand next-intl one set of formatters for
// the whole process through createTranslator's `_formatters`, a name with an underscore: these
// tests fail when next-intl stops taking it, or starts keying parsed messages by anything but
// their text.
const PLURAL = '{count, plural, one {# bolig} other {# boliger}}';

function translator(text: string, formatters = sharedIntlFormatters) {
  return createTranslator({
    locale: 'da-DK',
    messages: { probe: { homes: text } } as never,
    namespace: 'probe' as never,
    _formatters: formatters,
  }) as unknown as (key: string, values: Record<string, number>) => string;
}

describe('shared Intl formatters', () => {
  it('a second translator uses the message format the first one parsed', () => {
    // use-intl adds getMessageFormat to the set the first time a translator formats a message.
    const formatters: ReturnType<typeof _createIntlFormatters> & { getMessageFormat?: (...args: unknown[]) => unknown } =
      _createIntlFormatters(_createCache());
    expect(translator(PLURAL, formatters)('homes', { count: 1 })).toBe('1 bolig');
    const parse = formatters.getMessageFormat;
    expect(parse).toBeTypeOf('function');
    let calls = 0;
    formatters.getMessageFormat = (...args) => {
      calls += 1;
      return parse!(...args);
    };
    expect(translator(PLURAL, formatters)('homes', { count: 3 })).toBe('3 boliger');
    expect(calls).toBe(1);
  });

  it('a text changed under the same key is formatted anew, not read from the cache', () => {
    expect(translator('{count} ledige')('homes', { count: 2 })).toBe('2 ledige');
    expect(translator('{count} til leje')('homes', { count: 2 })).toBe('2 til leje');
  });

  it("the project's createTranslator formats on the process's set", () => {
    // The earlier tests have formatted on the shared set, so use-intl has added its getter to it.
    const shared = sharedIntlFormatters as typeof sharedIntlFormatters & { getMessageFormat?: (...args: unknown[]) => unknown };
    const parse = shared.getMessageFormat!;
    let calls = 0;
    shared.getMessageFormat = (...args) => {
      calls += 1;
      return parse(...args);
    };
    try {
      const t = createSharedTranslator({
        locale: 'en-DK',
        messages: { probe: { homes: '{count, plural, one {# home} other {# homes}}' } } as never,
        namespace: 'probe' as never,
      }) as unknown as (key: string, values: Record<string, number>) => string;
      expect(t('homes', { count: 4 })).toBe('4 homes');
      expect(calls).toBe(1);
    } finally {
      shared.getMessageFormat = parse;
    }
  });
});
