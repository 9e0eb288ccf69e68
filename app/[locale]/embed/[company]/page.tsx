import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EmbedCard } from '@/components/catalogue/embed-card';
import { pageCompanyScope, pageWhiteLabel } from '@/components/white-label/page-host';
import { getEmbeddedListing } from '@/lib/catalogue/service';
import { Link } from '@/lib/i18n/navigation';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import type { Locale } from '@/lib/i18n/routing';
import { titleUnderSite } from '@/lib/seo/title';

type Params = RouteParams<{ company: string }>;

const listingOnce = cache(async (slug: string, locale: Locale) => getEmbeddedListing(slug, locale, await pageCompanyScope()));

async function load(params: Params['params']) {
  const { company, locale } = await resolveParams(params);
  const listing = await listingOnce(company, locale);
  if (!listing) notFound();
  return listing;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [{ company }, site] = await Promise.all([load(params), pageWhiteLabel()]);
  return { title: titleUnderSite(company.name, site.name), robots: { index: false, follow: true } };
}

/** The listings a company embeds on its own site (framed only by its allowed origins): no site chrome. */
export default async function EmbeddedOverviewPage({ params }: Params) {
  const { company, homes, total } = await load(params);
  const t = await getTranslations('embedded');
  return (
    <main className="container-fluid py-3">
      <h1 className="h4">{t('heading', { company: company.name })}</h1>
      <p className="text-body-secondary">{t('count', { count: total })}</p>
      {homes.length ? (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-2" data-testid="embed-list">
          {homes.map((home) => (
            <li key={home.id} className="col">
              <EmbedCard home={home} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noProperties')}</p>
      )}
      <p className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
        <Link href={{ pathname: '/company/[slug]', params: { slug: company.slug } }} target="_top">
          {t('seeAllOnHjemly')}
        </Link>
        <span className="text-body-secondary">{t('poweredBy')}</span>
      </p>
    </main>
  );
}
