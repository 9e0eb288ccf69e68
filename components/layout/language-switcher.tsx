'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams, useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { localeLabels, locales } from '@/lib/i18n/routing';

/** Links to the same page in the other language, keeping its parameters and query. */
export function LanguageSwitcher() {
  const t = useTranslations('common.language');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const query = Object.fromEntries(useSearchParams().entries());
  return (
    <ul className="list-inline mb-0 hj-language-switcher" aria-label={t('label')}>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <li key={locale} className="list-inline-item">
            <Link
              // The pathname comes from the router and carries its own params; the typed href cannot see that.
              href={{ pathname, params, query } as never}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              className="nav-link"
              aria-label={t('switchTo', { language: localeLabels[locale] })}
            >
              {localeLabels[locale]}
            </Link>
          </li>
        ))}
    </ul>
  );
}
