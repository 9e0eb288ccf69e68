import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import { toSearchParams } from '@/lib/search/parse-query';
import { searchViews, sortOptions, type SearchPage, type SearchQuery } from '@/lib/search/schema';
import { ResultCount } from './result-count';
import { SaveThisSearch } from './save-this-search';
import { SortSelect } from './sort-select';

type Props = { formId: string; query: SearchQuery; page: Pick<SearchPage, 'total' | 'totalIsCapped'> | null };

/** Result count (announced to screen readers), sort order and the list/grid/map switch. */
export async function SearchToolbar({ formId, query, page }: Props) {
  const t = await getTranslations('search');
  const params = toSearchParams({ ...query, cursor: undefined });
  const sortLabels = {
    newest: t('sort.newest'),
    rentAsc: t('sort.rentAsc'),
    rentDesc: t('sort.rentDesc'),
    sizeAsc: t('sort.sizeAsc'),
    sizeDesc: t('sort.sizeDesc'),
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <p className="h5 mb-0 me-auto" role="status" aria-live="polite" data-testid="result-count">
        {page ? <ResultCount page={page} /> : null}
      </p>
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={`${formId}-sort`} className="text-nowrap">
          {t('sort.label')}
        </label>
        <SortSelect id={`${formId}-sort`} formId={formId} defaultValue={query.sort}>
          {sortOptions.map((option) => (
            <option key={option} value={option}>
              {sortLabels[option]}
            </option>
          ))}
        </SortSelect>
      </div>
      <SaveThisSearch query={query} />
      <input type="hidden" name="view" form={formId} value={query.view} />
      <nav aria-label={t('views.label')}>
        <ul className="nav nav-pills">
          {searchViews.map((view) => (
            <li key={view} className="nav-item">
              <Link
                href={{ pathname: '/search', query: { ...params, view: view === 'list' ? undefined : view } }}
                className={`nav-link py-1${query.view === view ? ' active' : ''}`}
                aria-current={query.view === view ? 'page' : undefined}
                scroll={false}
              >
                {t(`views.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
