import { IntlMessageFormat } from 'intl-messageformat';

/**
 * IntlMessageFormat resolves the locale of every message it compiles (next-intl compiles each
 * message that takes arguments) as the first of `Intl.NumberFormat.supportedLocalesOf(locales)`,
 * else the first asked for. For one locale that is always `new Intl.Locale(locale)`, but the first
 * `supportedLocalesOf` call makes Chromium read every locale it has: 64 ms on a fast machine
 * (Node: 2 ms), four times that on the phones Lighthouse models, in the middle of hydration.
 * A single locale, which is all next-intl passes, is therefore built directly; lists keep the
 * library's own lookup. Installed before any component renders (instrumentation-client.ts).
 */
export function resolveMessageLocalesDirectly(): void {
  const resolve = IntlMessageFormat.resolveLocale;
  IntlMessageFormat.resolveLocale = (locales) =>
    typeof locales === 'string' && typeof Intl.Locale === 'function' ? new Intl.Locale(locales) : resolve(locales);
}
