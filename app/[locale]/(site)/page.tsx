import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { alternates } from '@/lib/i18n/metadata';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  const { locale } = await resolveParams(params);
  const t = await getTranslations({ locale, namespace: 'common.pages.home' });
  return { title: { absolute: t('title') }, description: t('intro'), alternates: alternates(locale, '/') };
}

export default async function HomePage({ params }: RouteParams) {
  await resolveParams(params);
  const t = await getTranslations('common');
  const shortcuts = [
    { href: '/rental-housing', label: t('nav.rentalHousing') },
    { href: '/new-build', label: t('nav.newBuild') },
    { href: '/search-waiting-lists', label: t('nav.waitingLists') },
  ] as const;
  return (
    <div className="container-xxl py-5">
      <h1 className="display-5 fw-bold">{t('pages.home.title')}</h1>
      <p className="lead col-lg-8">{t('pages.home.intro')}</p>
      <p>
        <Link href="/search" className="btn btn-primary btn-lg">
          {t('nav.search')}
        </Link>
      </p>
      <ul className="list-inline">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href} className="list-inline-item">
            <Link href={shortcut.href} className="btn btn-outline-secondary">
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
