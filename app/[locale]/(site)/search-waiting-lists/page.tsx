import { rowIdOf } from '@/lib/http/row-id';
import { getTranslations } from '@/lib/i18n/translations';
import { staticRoutePage } from '@/components/layout/route-page';
import { SearchForm } from '@/components/search/search-form';
import { WaitingListCard } from '@/components/waiting-lists/waiting-list-card';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { locationFromParam } from '@/lib/addresses/location-param';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import { Link } from '@/lib/i18n/navigation';
import { locationParamSchema } from '@/lib/search/schema';
import { searchWaitingLists } from '@/lib/waiting-lists/service';

const page = staticRoutePage('/search-waiting-lists', async (_locale, searchParams) => {
  await tagPage(pageTag.listings);
  const t = await getTranslations('common.waitingLists');
  const g = await getTranslations('general');
  const sted = typeof searchParams.sted === 'string' ? searchParams.sted : undefined;
  const location = locationParamSchema.safeParse(sted);
  const freeOnly = searchParams.gratis === '1';
  const openOnly = searchParams.aaben === '1';
  // A cursor that names no row (`abc`, past int4) starts from the beginning.
  const after = rowIdOf(searchParams.efter) ?? 0;
  const { items, nextAfter } = await searchWaitingLists(
    { location: location.success ? location.data : undefined, freeOnly, openOnly },
    await pageCompanyScope(),
    after,
  );
  const query = { ...(location.success ? { sted } : {}), ...(freeOnly ? { gratis: '1' } : {}), ...(openOnly ? { aaben: '1' } : {}) };
  return (
    <>
      <div className="col-lg-6 mb-4">
        <SearchForm id="waiting-list-search" location={locationFromParam(sted)}>
          <div className="form-check mb-2">
            <input className="form-check-input" type="checkbox" id="wl-free" name="gratis" value="1" defaultChecked={freeOnly} />
            <label className="form-check-label" htmlFor="wl-free">
              {t('free')}
            </label>
          </div>
          <div className="form-check mb-2">
            <input className="form-check-input" type="checkbox" id="wl-open" name="aaben" value="1" defaultChecked={openOnly} />
            <label className="form-check-label" htmlFor="wl-open">
              {t('openOnly')}
            </label>
          </div>
          <button type="submit" className="btn btn-primary">
            {g('actions.search')}
          </button>
        </SearchForm>
      </div>
      {items.length === 0 ? (
        <p className="alert alert-light border" role="status">
          {t('empty')}
        </p>
      ) : (
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3">
          {items.map((list) => (
            <li key={list.groupId} className="col">
              <WaitingListCard list={list} />
            </li>
          ))}
        </ul>
      )}
      {nextAfter ? (
        <nav aria-label={g('pagination.label')} className="mt-4 text-end">
          <Link
            href={{ pathname: '/search-waiting-lists', query: { ...query, efter: String(nextAfter) } }}
            className="btn btn-primary"
            rel="next"
          >
            {g('pagination.next')}
          </Link>
        </nav>
      ) : null}
    </>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
