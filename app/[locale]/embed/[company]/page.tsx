import type { Metadata } from 'next';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { EmbedCard } from '@/components/catalogue/embed-card';
import { EmbedHeight } from '@/components/catalogue/embed-height';
import styles from '@/components/catalogue/embed.module.css';
import { pageCompanyScope, pageWhiteLabel } from '@/components/white-label/page-host';
import { getEmbeddedListing } from '@/lib/catalogue/service';
import { Link } from '@/lib/i18n/navigation';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import type { Locale } from '@/lib/i18n/routing';
import { titleUnderSite } from '@/lib/seo/title';
import { embedParentOrigin } from '@/lib/white-label/rules';
import { embedOriginsFor, getCompanyEmbed } from '@/lib/white-label/service';
import { themeStyle } from '@/lib/white-label/theme';

type Params = RouteParams<{ company: string }> & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const listingOnce = cache(async (slug: string, locale: Locale) => getEmbeddedListing(slug, locale, await pageCompanyScope()));

async function load(params: Params['params']) {
  const { company, locale } = await resolveParams(params);
  const listing = await listingOnce(company, locale);
  if (!listing) notFound();
  return listing;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [{ company }, site] = await Promise.all([load(params), pageWhiteLabel()]);
  // Not a page of its own in search results, but its homes count for the landlord's page that frames it.
  return { title: titleUnderSite(company.name, site.name), robots: { index: false, indexifembedded: true } };
}

/**
 * The listings a company embeds on its own site through public/embed.js (framed only by its allowed
 * origins, proxy.ts): no site chrome, the company's colours, and links that open the home on Hjemly
 * in a new tab rather than inside the landlord's frame.
 */
export default async function EmbeddedOverviewPage({ params, searchParams }: Params) {
  const { company, homes, total } = await load(params);
  const [t, settings, allowed, { parent }] = await Promise.all([
    getTranslations('embedded'),
    getCompanyEmbed(company.slug),
    headers().then((h) => embedOriginsFor(h.get('host'), company.slug)),
    searchParams,
  ]);
  const parentOrigin = embedParentOrigin(parent, allowed);
  return (
    <main className={`container-fluid py-3 ${styles.theme}`} style={themeStyle(settings?.theme ?? {})}>
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
      <p className="d-flex flex-wrap justify-content-between gap-2 mt-3 mb-0 small">
        <Link
          href={{ pathname: '/company/[slug]', params: { slug: company.slug } }}
          target="_blank"
          rel="noopener"
          title={t('opensInNewWindow')}
        >
          {t('seeAllOnHjemly')}
        </Link>
        <span className="text-body-secondary">{t('poweredBy')}</span>
      </p>
      {parentOrigin ? <EmbedHeight parentOrigin={parentOrigin} /> : null}
    </main>
  );
}
