import { getTranslations } from 'next-intl/server';
import { entityRoutePage } from '@/components/layout/entity-page';
import { findTownBySlug } from '@/lib/addresses/towns';

/** `/lejebolig/{city}` and `/nybyggeri/{city}`: a known Danish town, else a 404. */
export function townPage(route: '/rental-housing/[slug]' | '/new-build/[slug]', key: 'rentalHousingCity' | 'newBuildCity') {
  return entityRoutePage({
    route,
    load: async ({ slug }: { slug: string }, locale) => {
      const town = findTownBySlug(slug);
      if (!town) return null;
      const t = await getTranslations({ locale, namespace: `common.pages.${key}` });
      return { title: t('title', { city: town.name }), intro: t('intro', { city: town.name }), data: town };
    },
  });
}
