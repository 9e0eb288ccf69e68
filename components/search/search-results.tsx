import type { ComponentProps } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import { toSearchParams } from '@/lib/search/parse-query';
import type { SearchPage, SearchQuery } from '@/lib/search/schema';
import { PropertyCard } from '@/components/catalogue/property-card';

type Href = ComponentProps<typeof Link>['href'];
type Props = {
  query: SearchQuery;
  page: SearchPage;
  /** Where the pagination links point: the search itself, or a city or overview page. */
  pageHref?: (params: Record<string, string>) => Href;
};

const searchHref = (query: Record<string, string>): Href => ({ pathname: '/search', query });

/** The homes of one page as a list or a grid, with keyset pagination links. */
export async function SearchResults({ query, page, pageHref = searchHref }: Props) {
  const t = await getTranslations('search');
  const g = await getTranslations('general');
  if (page.items.length === 0) {
    return (
      <div className="alert alert-light border" role="status">
        <h2 className="h5">{t('noResults.title')}</h2>
        <p className="mb-2">{t('noResults.text')}</p>
        <Link href="/search" className="btn btn-outline-primary btn-sm">
          {t('filters.reset')}
        </Link>
      </div>
    );
  }
  const layout = query.view === 'grid' ? 'grid' : 'list';
  const params = toSearchParams({ ...query, cursor: undefined });
  return (
    <>
      <ul
        className={`list-unstyled row g-3${layout === 'grid' ? ' row-cols-1 row-cols-sm-2 row-cols-xl-3' : ' row-cols-1'}`}
        data-testid="results"
      >
        {/* Only the first picture is fetched first: on a phone it is the only one in view, and a second
            one asked for as urgently shared the connection with it and made it arrive later. */}
        {page.items.map((card, index) => (
          <li key={card.id} className="col">
            <PropertyCard card={card} layout={layout} priority={index === 0 && !query.cursor} />
          </li>
        ))}
      </ul>
      <nav aria-label={g('pagination.label')} className="d-flex gap-2 justify-content-between mt-4">
        {query.cursor ? (
          <Link href={pageHref(params)} className="btn btn-outline-secondary">
            {g('pagination.first')}
          </Link>
        ) : (
          <span />
        )}
        {page.nextCursor ? (
          <Link href={pageHref({ ...params, cursor: page.nextCursor })} className="btn btn-primary" rel="next">
            {g('pagination.next')}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
