import { findTownBySlug, type Town } from '@/lib/addresses/towns';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import type { Locale } from '@/lib/i18n/routing';
import { getTranslations } from '@/lib/i18n/translations';
import { townRent } from '@/lib/open-books/rent-service';
import type { TownFigures, TownRent } from '@/lib/open-books/schema';
import { townFigures } from '@/lib/open-books/service';
import { TownDatasetJsonLd } from './town-dataset-json-ld';
import { TownLettingsSection } from './town-lettings';
import { TownRentSection } from './town-rent';

export type TownStatistics = { town: Town; figures: TownFigures; rent: TownRent };

/** `/lejebolig/{town}/statistik`: a known Danish town's open books, else a 404; cached and purged as the town's page. */
export async function loadTownStatistics({ slug }: { slug: string }, locale: Locale) {
  const town = findTownBySlug(slug);
  if (!town) return null;
  await tagPage(pageTag.town(town.slug));
  const [t, tTown, figures, rent] = await Promise.all([
    getTranslations({ locale, namespace: 'common.pages.rentalHousingStatistics' }),
    getTranslations({ locale, namespace: 'common.pages.rentalHousingCity' }),
    townFigures(town.slug),
    townRent(town.slug),
  ]);
  return {
    title: t('title', { city: town.name }),
    intro: t('intro', { city: town.name }),
    crumbs: [{ label: tTown('title', { city: town.name }), href: { pathname: '/rental-housing/[slug]', params: { slug } } as const }],
    data: { town, figures, rent } satisfies TownStatistics,
  };
}

export function TownStatisticsBody({ data, locale }: { data: TownStatistics; locale: Locale }) {
  return (
    <>
      <TownDatasetJsonLd town={data.town} period={data.figures.period} locale={locale} />
      <TownLettingsSection figures={data.figures} city={data.town.name} locale={locale} />
      <TownRentSection rent={data.rent} city={data.town.name} locale={locale} />
    </>
  );
}
