import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { PageShell } from '@/components/layout/page-shell';
import { pageTexts } from '@/components/layout/route-page';
import { CollapsibleFilters } from '@/components/search/collapsible-filters';
import { FilterFields } from '@/components/search/filter-fields';
import { SearchForm } from '@/components/search/search-form';
import { SearchMapLoader } from '@/components/search/search-map-loader';
import { SearchResults } from '@/components/search/search-results';
import { SearchToolbar } from '@/components/search/search-toolbar';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { locationFromParam } from '@/lib/addresses/location-param';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import { alternates } from '@/lib/i18n/metadata';
import { resolveParams, type RouteParams } from '@/lib/i18n/page-params';
import { placeBounds } from '@/lib/search/map-area';
import { mapTiles } from '@/lib/search/map-config';
import { parseSearchQuery, toSearchParams } from '@/lib/search/parse-query';
import { bboxSchema } from '@/lib/search/schema';
import { searchProperties } from '@/lib/search/service';

type Props = RouteParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await resolveParams(params);
  const { title, intro } = await pageTexts('search', locale);
  const filtered = Object.keys(await searchParams).length > 0;
  // Filtered result pages are endless variations of one page: only the plain search is indexed.
  return {
    title,
    description: intro,
    alternates: alternates(locale, '/search'),
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await resolveParams(params);
  const raw = await searchParams;
  await tagPage(pageTag.listings);
  const query = parseSearchQuery(raw);
  const [{ title }, t] = await Promise.all([pageTexts('search', locale), getTranslations('search.filters')]);
  const formId = 'search-form';
  const isMap = query.view === 'map';
  const page = isMap ? null : await searchProperties(query, locale, await pageCompanyScope());
  const bbox = bboxSchema.safeParse(typeof raw.bbox === 'string' ? raw.bbox : '');
  const mapOpensOn = bbox.success ? bbox.data : query.sted ? placeBounds(query.sted) : null;
  return (
    <PageShell title={title}>
      <div className="row g-4">
        {/* From lg a third for the filters, a quarter from xxl: a narrower column cuts the field placeholders off. */}
        <aside className="col-lg-4 col-xxl-3" aria-label={t('heading')}>
          <CollapsibleFilters showLabel={t('show')} hideLabel={t('hide')}>
            <SearchForm id={formId} location={locationFromParam(typeof raw.sted === 'string' ? raw.sted : null)}>
              <FilterFields formId={formId} query={query} />
            </SearchForm>
          </CollapsibleFilters>
        </aside>
        <section className="col-lg-8 col-xxl-9" aria-label={title}>
          <SearchToolbar formId={formId} query={query} page={page} />
          {page ? (
            <SearchResults query={query} page={page} />
          ) : (
            <SearchMapLoader
              filters={new URLSearchParams(toSearchParams({ ...query, view: undefined, cursor: undefined })).toString()}
              {...mapTiles()}
              initialBbox={mapOpensOn}
              place={query.sted ? `${query.sted.kind}:${query.sted.key}` : ''}
            />
          )}
        </section>
      </div>
    </PageShell>
  );
}
