import { getTranslations } from '@/lib/i18n/translations';
import { entityRoutePage } from '@/components/layout/entity-page';
import { FollowableNewBuilds } from '@/components/interest-lists/followable-new-builds';
import { HomeListing } from '@/components/search/home-listing';
import { TownStatisticsLink } from '@/components/open-books/town-statistics-link';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import { findTownBySlug } from '@/lib/addresses/towns';

type Route = '/rental-housing/[slug]' | '/new-build/[slug]';

/** `/lejebolig/{city}` and `/nybyggeri/{city}`: a known Danish town and its homes, else a 404. */
export function townPage(route: Route, key: 'rentalHousingCity' | 'newBuildCity') {
  const newBuild = route === '/new-build/[slug]';
  return entityRoutePage({
    route,
    load: async ({ slug }: { slug: string }, locale) => {
      const town = findTownBySlug(slug);
      if (!town) return null;
      await tagPage(pageTag.town(town.slug));
      const t = await getTranslations({ locale, namespace: `common.pages.${key}` });
      return { title: t('title', { city: town.name }), intro: t('intro', { city: town.name }), data: town };
    },
    body: ({ data: town }, locale, searchParams) => (
      <>
        {newBuild ? <FollowableNewBuilds citySlug={town.slug} /> : <TownStatisticsLink slug={town.slug} city={town.name} />}
        <HomeListing
          locale={locale}
          filters={{ sted: `city:${town.slug}`, ...(newBuild ? { newBuild: '1' } : {}) }}
          searchParams={searchParams}
          pageHref={(query) => ({ pathname: route, params: { slug: town.slug }, query })}
        />
      </>
    ),
  });
}
