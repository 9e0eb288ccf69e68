import { getTranslations } from '@/lib/i18n/translations';
import { HomeList } from '@/components/catalogue/home-list';
import { JsonLd } from '@/components/seo/json-ld';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { Link } from '@/lib/i18n/navigation';
import { formatKroner } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { findTownBySlug } from '@/lib/addresses/towns';
import { loadEntries, type EntryOf } from '@/lib/content/collections';
import { articleJsonLd } from '@/lib/content/structured-data';
import { getTownRents, ROOMS_CAP } from '@/lib/content/town-rents';
import { parseSearchQuery } from '@/lib/search/parse-query';
import { popularCities, searchProperties } from '@/lib/search/service';
import { absoluteUrl } from '@/lib/seo/urls';
import { ContentCards } from './content-cards';
import { Markdown } from './markdown';

type Guide = EntryOf<'city-guides'>;

const guideHref = (slug: string) => ({ pathname: '/city-guides/[slug]', params: { slug } }) as const;
const HOMES_SHOWN = 6;

/** `/byguides`: one card per guide with how many homes its town has for rent right now. */
export async function CityGuideIndex({ locale }: { locale: Locale }) {
  const [t, guides, counts] = await Promise.all([getTranslations('content.cityGuides'), loadEntries('city-guides', locale), popularCities(await pageCompanyScope())]);
  if (guides.length === 0) return <p>{t('empty')}</p>;
  const homes = new Map(counts.map((city) => [city.slug, city.count]));
  const sorted = [...guides].sort((a, b) => a.city.localeCompare(b.city, 'da-DK'));
  const cards = sorted.map((guide) => ({
    key: guide.slug,
    href: guideHref(guide.slug),
    title: guide.title,
    summary: guide.summary,
    footer: t('homesNow', { count: homes.get(guide.townSlug) ?? 0 }),
  }));
  return <ContentCards cards={cards} headingLevel="h2" />;
}

/**
 * Typical monthly rents per room count from the homes for rent in the town: the median and the
 * middle half (lower to upper quartile), plus the town's median per m² per year.
 */
async function TypicalRents({ guide }: { guide: Guide }) {
  const [t, rents] = await Promise.all([getTranslations('content.cityGuides'), getTownRents(guide.townSlug)]);
  const amount = (value: number) => formatKroner(Math.round(value));
  return (
    <section aria-labelledby="rents-heading" className="card">
      <div className="card-body">
        <h2 id="rents-heading" className="h5 card-title">
          {t('rentsHeading', { city: guide.city })}
        </h2>
        {rents ? (
          <>
            <table className="table table-sm align-middle mb-2">
              <caption className="caption-top small">{t('rentsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rooms')}</th>
                  <th scope="col" className="text-end">{t('count')}</th>
                  <th scope="col" className="text-end">{t('median')}</th>
                  <th scope="col" className="text-end">{t('range')}</th>
                </tr>
              </thead>
              <tbody>
                {[...rents.bands, rents.total].map((band) => (
                  <tr key={band.rooms ?? 'all'} className={band.rooms === null ? 'fw-semibold' : undefined}>
                    <th scope="row" className={band.rooms === null ? undefined : 'fw-normal'}>
                      {band.rooms === null ? t('allHomes') : band.rooms >= ROOMS_CAP ? t('roomsOrMore', { rooms: ROOMS_CAP }) : t('roomsValue', { rooms: band.rooms })}
                    </th>
                    <td className="text-end">{band.homes}</td>
                    <td className="text-end text-nowrap">{t('amount', { amount: amount(band.median) })}</td>
                    {/* On a phone the range breaks after its dash rather than push the table past the screen's edge. */}
                    <td className="text-end">
                      {t.rich('rangeValue', { low: amount(band.lowerQuartile), high: amount(band.upperQuartile), wbr: () => <wbr /> })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="small mb-1">{t('perM2', { amount: amount(rents.total.medianPerM2Year) })}</p>
            <p className="small text-body-secondary mb-0">{t('rentsSource', { count: rents.total.homes })}</p>
          </>
        ) : (
          <p className="mb-0">{t('noRents', { city: guide.city })}</p>
        )}
      </div>
    </section>
  );
}

/** The newest homes of the town and the ways on to all of them. */
async function TownHomes({ guide, locale }: { guide: Guide; locale: Locale }) {
  const t = await getTranslations('content.cityGuides');
  const query = parseSearchQuery({ sted: `city:${guide.townSlug}` });
  const page = await searchProperties(query, locale, await pageCompanyScope(), HOMES_SHOWN);
  // Town pages exist for the towns of lib/addresses; elsewhere the search is the way to the homes.
  const townPage = findTownBySlug(guide.townSlug) ? ({ pathname: '/rental-housing/[slug]', params: { slug: guide.townSlug } } as const) : null;
  return (
    <section aria-labelledby="homes-heading" className="mb-5">
      <h2 id="homes-heading" className="h4">
        {t('homesHeading', { city: guide.city })}
      </h2>
      {page.items.length ? <HomeList homes={page.items} /> : null}
      <p className="d-flex flex-wrap gap-2 mt-3">
        {townPage ? (
          <Link href={townPage} className="btn btn-primary">
            {t('seeAllHomes', { city: guide.city })}
          </Link>
        ) : null}
        <Link href={{ pathname: '/search', query: { sted: `city:${guide.townSlug}` } }} className="btn btn-outline-primary">
          {t('searchHomes', { city: guide.city })}
        </Link>
      </p>
    </section>
  );
}

/** `/byguides/{slug}`: the rental market, typical rents, neighbourhoods, transport and homes now. */
export async function CityGuideBody({ guide, locale }: { guide: Guide; locale: Locale }) {
  const [t, c, brand] = await Promise.all([
    getTranslations('content.cityGuides'),
    getTranslations('content'),
    getTranslations('common').then((common) => common('brand')),
  ]);
  return (
    <>
      <div className="row g-4 mb-5">
        <div className="col-lg-7 col-xl-8">
          <Markdown newTab={c('newTab')}>{guide.body}</Markdown>
        </div>
        <div className="col-lg-5 col-xl-4">
          <TypicalRents guide={guide} />
        </div>
      </div>
      {guide.neighbourhoods.length ? (
        <section aria-labelledby="neighbourhoods-heading" className="mb-5">
          <h2 id="neighbourhoods-heading" className="h4">
            {t('neighbourhoods')}
          </h2>
          <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3">
            {guide.neighbourhoods.map((area) => (
              <li key={area.name} className="col">
                <div className="card h-100">
                  <div className="card-body">
                    <h3 className="h5 card-title">{area.name}</h3>
                    <Markdown newTab={c('newTab')} headingLevel={4} className="card-text">
                      {area.description}
                    </Markdown>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {guide.transport ? (
        <section aria-labelledby="transport-heading" className="mb-5">
          <h2 id="transport-heading" className="h4">
            {t('transport')}
          </h2>
          <Markdown newTab={c('newTab')} headingLevel={3}>
            {guide.transport}
          </Markdown>
        </section>
      ) : null}
      <TownHomes guide={guide} locale={locale} />
      <JsonLd data={articleJsonLd(guide, absoluteUrl(locale, guideHref(guide.slug)), locale, brand)} />
    </>
  );
}
