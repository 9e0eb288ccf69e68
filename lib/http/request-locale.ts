import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

/** The locale to answer an API request in: the NEXT_LOCALE cookie, then Accept-Language, then Danish. */
export function requestLocale(headers: Headers): Locale {
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1];
  if (cookie && (locales as readonly string[]).includes(cookie)) return cookie as Locale;
  const wanted = (headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const match = locales.find((l) => l.toLowerCase() === tag || l.slice(0, 2) === tag.slice(0, 2));
    if (match) return match;
  }
  return defaultLocale;
}
