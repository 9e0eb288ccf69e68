import { getTranslations } from '@/lib/i18n/translations';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The CMS's notice for a browser too old to run the site. It is in every page's HTML and the
 * stylesheet hides it wherever the CSS the site is built on works (app/globals.css): no script has
 * to run — the browsers it is for may run none of ours — and a cached page is the same for all.
 */
export async function BrowserNotSupported({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'general.browserNotSupported' });
  return (
    <div className="hj-browser-not-supported" data-testid="browser-not-supported">
      <p className="container-xxl mb-0 py-2">
        <strong>{t('title')}</strong> {t('text')}
      </p>
    </div>
  );
}
