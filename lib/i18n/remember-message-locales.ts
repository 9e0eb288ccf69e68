import { IntlMessageFormat } from 'intl-messageformat';

/**
 * IntlMessageFormat resolves the locale of every message it compiles (next-intl compiles each
 * message that takes arguments) with `Intl.NumberFormat.supportedLocalesOf`, which costs about
 * 0.7 ms a call in Chromium (Node: 0.06 ms): some 70 ms of a page's start on a fast machine, four
 * times that on the phones Lighthouse models. The answer depends only on the locales asked for, so
 * the browser keeps it. Installed once, before any component renders (instrumentation-client.ts).
 */
export function rememberMessageLocales(): void {
  const resolve = IntlMessageFormat.resolveLocale;
  const resolved = new Map<string, Intl.Locale | undefined>();
  IntlMessageFormat.resolveLocale = (locales) => {
    const key = String(locales);
    if (!resolved.has(key)) resolved.set(key, resolve(locales));
    return resolved.get(key);
  };
}
