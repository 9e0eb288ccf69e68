import { useTranslations } from 'next-intl';
import { companyConsolePage, personalPages, type PersonalPage } from '@/lib/accounts/personal-pages';
import { Link } from '@/lib/i18n/navigation';
import { pageKeys } from '@/lib/i18n/page-titles';

/**
 * Every personal page but /konto itself, as a list of links, the same for everyone; the console comes
 * last, for company members, so it appears without moving any other link. Two to a row on a phone: the
 * list sits above the overview, which a column of ten links would push out of the first screen.
 */
export function PersonalPagesNav({ companyMember }: { companyMember: boolean }) {
  const t = useTranslations('homeBase.pages');
  const pages = useTranslations('common.pages');
  const shown: PersonalPage[] = [...personalPages.filter((page) => page !== '/account'), ...(companyMember ? [companyConsolePage] : [])];
  return (
    <nav aria-labelledby="home-pages" className="mb-4">
      <h2 id="home-pages" className="h5">
        {t('heading')}
      </h2>
      <ul className="row row-cols-2 row-cols-md-auto g-2 list-unstyled">
        {shown.map((page) => (
          <li key={page} className="col">
            <Link href={page} className="d-block h-100 border rounded px-3 py-2">
              {pages(`${pageKeys[page]}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
