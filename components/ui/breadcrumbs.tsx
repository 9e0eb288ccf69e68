import type { ComponentProps } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export type Crumb = { label: string; href: ComponentProps<typeof Link>['href'] };

/** Home → crumbs → the current page (not a link, marked aria-current). */
export async function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const t = await getTranslations('common.breadcrumbs');
  return (
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
  );
}
