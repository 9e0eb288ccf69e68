import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/navigation';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';
import { absoluteUrl, type Href } from '@/lib/seo/urls';

/** `href` is a routing-table route, so the JSON-LD can turn it into an absolute URL. */
export type Crumb = { label: string; href: Href };

/** Home → crumbs → the current page (not a link, marked aria-current), plus the same trail as JSON-LD. */
export async function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const [t, locale] = await Promise.all([getTranslations('common.breadcrumbs'), getLocale()]);
  const trail = [
    { name: t('home'), url: absoluteUrl(locale, '/') },
    ...crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(locale, crumb.href) })),
    { name: current },
  ];
  return (
    <>
      <nav aria-label={t('label')}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link href="/">{t('home')}</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.label} className="breadcrumb-item">
              <Link href={crumb.href}>{crumb.label}</Link>
            </li>
          ))}
          <li className="breadcrumb-item active" aria-current="page">
            {current}
          </li>
        </ol>
      </nav>
      <JsonLd data={breadcrumbListJsonLd(trail)} />
    </>
  );
}
