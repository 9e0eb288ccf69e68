import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { locationFromParam } from '@/lib/addresses/location-param';
import type { Locale } from '@/lib/i18n/routing';
import { savedSearchName } from '@/lib/saved-searches/name';
import { filtersOf } from '@/lib/saved-searches/schema';
import { toSearchParams } from '@/lib/search/parse-query';
import type { SearchQuery } from '@/lib/search/schema';

/** "Gem søgning" for the search a page shows (/soeg, a town's or the new builds' overview), named from its filters. */
export async function SaveThisSearch({ query }: { query: SearchQuery }) {
  const [nameParts, locale] = await Promise.all([getTranslations('search.saveSearch.nameParts'), getLocale()]);
  const place = query.sted ? (locationFromParam(`${query.sted.kind}:${query.sted.key}`)?.name ?? null) : null;
  return (
    <SaveSearchButton
      params={toSearchParams({ ...query, cursor: undefined })}
      suggestedName={savedSearchName(filtersOf(query), place, nameParts, locale as Locale)}
    />
  );
}
