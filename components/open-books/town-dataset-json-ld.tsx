import type { Town } from '@/lib/addresses/towns';
import type { Locale } from '@/lib/i18n/routing';
import { getTranslations } from '@/lib/i18n/translations';
import { absoluteUrl } from '@/lib/seo/urls';
import { JsonLd } from '@/components/seo/json-ld';
import { pageWhiteLabel } from '@/components/white-label/page-host';

type DatasetTexts = { name: string; description: string; variables: string[] };

/**
 * The town's statistics as a schema.org Dataset: what it measures, where and over which dates, and
 * who publishes it (the site, by its host's name). The project states no licence for its data, so
 * none is claimed.
 */
export function townDatasetJsonLd(
  town: Pick<Town, 'name' | 'centre'>,
  period: { from: string; to: string },
  texts: DatasetTexts,
  site: { name: string; url: string; pageUrl: string; locale: string },
): Record<string, unknown> {
  return {
    '@type': 'Dataset',
    name: texts.name,
    description: texts.description,
    url: site.pageUrl,
    inLanguage: site.locale,
    isAccessibleForFree: true,
    spatialCoverage: {
      '@type': 'Place',
      name: town.name,
      geo: { '@type': 'GeoCoordinates', latitude: town.centre[1], longitude: town.centre[0] },
    },
    temporalCoverage: `${period.from}/${period.to}`,
    creator: { '@type': 'Organization', name: site.name, url: site.url },
    variableMeasured: texts.variables,
  };
}

export async function TownDatasetJsonLd({ town, period, locale }: { town: Town; period: { from: string; to: string }; locale: Locale }) {
  const [t, site] = await Promise.all([getTranslations('openBooks.town'), pageWhiteLabel()]);
  const texts = {
    name: t('datasetName', { city: town.name }),
    description: t('datasetDescription', { city: town.name }),
    variables: [t('homesLet'), t('winningSeniority'), t('offersPerHome'), t('daysToLet'), t('bar')],
  };
  const pageUrl = absoluteUrl(locale, { pathname: '/rental-housing/[slug]/statistics', params: { slug: town.slug } });
  return <JsonLd data={townDatasetJsonLd(town, period, texts, { name: site.name, url: absoluteUrl(locale, '/'), pageUrl, locale })} />;
}
