'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams, useSearchParams } from 'next/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/lib/i18n/navigation-base';
import { localeEntries, locales, switchQuery, type LocaleEntry } from '@/lib/i18n/routing';
import { useLocalizedParams } from './localized-params';

/** Links to the same page in the other language (its flag, label and description), keeping its parameters and query. */
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
            <SwitchLink
              entry={localeEntries[locale]}
              pathname={pathname}
              params={params}
              query={switchQuery(localeEntries[locale], query)}
              label={t('switchTo', { language: localeEntries[locale].label })}
            />
          </li>
        ))}
    </ul>
  );
}

type SwitchLinkProps = { entry: LocaleEntry; pathname: string; params: object; query: Record<string, string>; label: string };

/** The page's own parameters in `locale` (a translated slug) when it published them, else the current ones. */
function SwitchLink({ entry, pathname, params, query, label }: SwitchLinkProps) {
  const locale = entry.key;
  const localized = useLocalizedParams(locale);
  return (
    <LocaleLink
      // The pathname comes from the router and carries its own params; the typed href cannot see that.
      href={{ pathname, params: localized ?? params, query } as never}
      locale={locale}
      lang={locale}
      hrefLang={locale}
      className="nav-link"
      aria-label={label}
      title={entry.description}
    >
      <span aria-hidden="true" className="me-1">
        {entry.flag}
      </span>
      {entry.label}
    </LocaleLink>
  );
}
