import { getTranslations } from '@/lib/i18n/translations';
import { companyConsolePage, personalPages, type PersonalPage } from '@/lib/accounts/personal-pages';
import { Link } from '@/lib/i18n/navigation';
import { pageKeys } from '@/lib/i18n/page-titles';
import type { Locale } from '@/lib/i18n/routing';

/** Every personal page but /konto itself, as a list of links (the console for company members). */
export async function PersonalPagesNav({ locale, companyMember }: { locale: Locale; companyMember: boolean }) {
  const t = await getTranslations({ locale, namespace: 'homeBase.pages' });
  const pages = await getTranslations({ locale, namespace: 'common.pages' });
  const shown: PersonalPage[] = [...personalPages.filter((page) => page !== '/account'), ...(companyMember ? [companyConsolePage] : [])];
  return (
    <nav aria-labelledby="home-pages" className="mb-4">
      <h2 id="home-pages" className="h5">
        {t('heading')}
      </h2>
      <ul className="list-group list-group-horizontal-md flex-wrap">
        {shown.map((page) => (
          <li key={page} className="list-group-item">
            <Link href={page}>{pages(`${pageKeys[page]}.title`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
