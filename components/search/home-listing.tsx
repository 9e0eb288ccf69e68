import type { ComponentProps } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { parseSearchQuery, toSearchParams } from '@/lib/search/parse-query';
import { searchProperties } from '@/lib/search/service';
import type { SearchParams } from '@/components/layout/entity-page';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { ResultCount } from './result-count';
import { SaveThisSearch } from './save-this-search';
import { SearchResults } from './search-results';

type Href = ComponentProps<typeof Link>['href'];

type Props = {
  locale: Locale;
  /** The fixed filters of the page, e.g. `{ sted: 'city:aarhus', newBuild: '1' }`. */
  filters: Record<string, string>;
  searchParams: SearchParams;
  /** The page's own href with the pagination query added. */
  pageHref: (query: Record<string, string>) => Href;
};

/**
 * A page's homes (a city, all new builds …): count, results and a way on to the full search. As
 * cards in a grid: one column on a phone, up to three on a desktop, which a one-column list of wide
 * cards would leave mostly empty.
 */
export async function HomeListing({ locale, filters, searchParams, pageHref }: Props) {
  const t = await getTranslations('search');
  const cursor = typeof searchParams.cursor === 'string' ? searchParams.cursor : undefined;
  const query = parseSearchQuery({ ...filters, view: 'grid', ...(cursor ? { cursor } : {}) });
  const page = await searchProperties(query, locale, await pageCompanyScope());
  const withoutFixed = (params: Record<string, string>) =>
    Object.fromEntries(Object.entries(params).filter(([key]) => !(key in filters) && key !== 'view'));
  return (
    <section aria-labelledby="listing-heading" className="mt-4">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 id="listing-heading" className="h4 mb-0 me-auto">
          <ResultCount page={page} />
        </h2>
        <Link href={{ pathname: '/search', query: toSearchParams(query) }} className="btn btn-outline-primary btn-sm">
          {t('filters.moreFilters')}
        </Link>
        <SaveThisSearch query={query} />
      </div>
      <SearchResults query={query} page={page} pageHref={(params) => pageHref(withoutFixed(params))} />
    </section>
  );
}
