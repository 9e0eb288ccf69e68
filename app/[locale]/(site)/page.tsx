import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { TownLinks } from '@/components/catalogue/town-links';
import { PropertyCard } from '@/components/catalogue/property-card';
import { SearchForm } from '@/components/search/search-form';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import { Link, getPathname } from '@/lib/i18n/navigation';
import { alternates } from '@/lib/i18n/metadata';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import type { Locale } from '@/lib/i18n/routing';
import { parseSearchQuery } from '@/lib/search/parse-query';
import { searchProperties } from '@/lib/search/service';
import { SiteJsonLd } from '@/lib/seo/site-json-ld';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  const { locale } = await resolveParams(params);
  const t = await getTranslations({ locale, namespace: 'common.pages.home' });
  return { title: { absolute: t('title') }, description: t('intro'), alternates: alternates(locale, '/') };
}

async function HomesSection({
  locale,
  id,
  title,
  filters,
  seeAll,
}: {
  locale: Locale;
  id: string;
  title: string;
  filters: Record<string, string>;
  seeAll: { label: string; href: '/search' | '/new-build' };
}) {
  const { items } = await searchProperties(parseSearchQuery(filters), locale, await pageCompanyScope(), 6);
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-5">
      <div className="d-flex align-items-baseline justify-content-between mb-3">
        <h2 id={id} className="h3 mb-0">
          {title}
        </h2>
        <Link href={seeAll.href}>{seeAll.label}</Link>
      </div>
      <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3">
        {items.map((card) => (
          <li key={card.id} className="col">
            <PropertyCard card={card} layout="grid" headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function HomePage({ params }: RouteParams) {
  const { locale } = await resolveParams(params);
  await tagPage(pageTag.listings);
  const t = await getTranslations('common');
  const g = await getTranslations('general');
  return (
    <div className="container-xxl py-4">
      <SiteJsonLd />
      <section className="hj-hero rounded-3 p-4 p-md-5 mb-4">
        <h1 className="display-5 fw-bold">{t('pages.home.title')}</h1>
        <p className="lead col-lg-8">{t('pages.home.intro')}</p>
        <div className="col-lg-7">
          <SearchForm id="home-search" location={null} targetPath={getPathname({ locale, href: '/search' })}>
            <button type="submit" className="btn btn-primary btn-lg">
              {g('actions.search')}
            </button>
          </SearchForm>
        </div>
      </section>
      <TownLinks route="/rental-housing/[slug]" top={8} />
      <HomesSection
        locale={locale}
        id="newest"
        title={t('landing.newest')}
        filters={{}}
        seeAll={{ label: t('landing.seeAllNewest'), href: '/search' }}
      />
      <HomesSection
        locale={locale}
        id="new-builds"
        title={t('landing.newBuilds')}
        filters={{ newBuild: '1' }}
        seeAll={{ label: t('landing.seeAllNewBuilds'), href: '/new-build' }}
      />
      <section className="mt-5 p-4 p-md-5 rounded-3 hj-cta" aria-labelledby="waiting-list-cta">
        <h2 id="waiting-list-cta" className="h3">
          {t('landing.waitingListTitle')}
        </h2>
        <p className="col-lg-8">{t('landing.waitingListText')}</p>
        <Link href="/search-waiting-lists" className="btn btn-primary">
          {t('landing.waitingListAction')}
        </Link>
      </section>
    </div>
  );
}
