import { formatKroner } from '@/lib/i18n/format';
import { getTranslations } from '@/lib/i18n/translations';
import type { TownRent } from '@/lib/open-books/schema';
import { Section } from '@/components/catalogue/section';
import { figureTexts } from './letting-figures';
import { bandText } from './rent-comparison';
import { barText, RentChart } from './rent-chart';

/** A town's rent per m²: the range per type and size band, and the distribution as a chart with its numbers. */
export async function TownRentSection({ rent, city, locale }: { rent: TownRent; city: string; locale: string }) {
  const [t, tRent, tFigures, tTypes] = await Promise.all([
    getTranslations('openBooks.town'),
    getTranslations('openBooks.rent'),
    getTranslations('openBooks.figures'),
    getTranslations('general.propertyTypePlural'),
  ]);
  const text = figureTexts(tFigures, locale);
  return (
    <Section id="town-rent-heading" title={t('rentHeading')}>
      <p>
        {t('rentIntro', { city })} <span className="text-body-secondary">{tRent('notLegal')}</span>
      </p>
      {rent.bands.length ? (
        <>
          <div className="table-responsive">
            <table className="table table-sm mb-4 text-break">
              <caption className="caption-top fw-semibold text-body">{t('rentCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('type')}</th>
                  <th scope="col">{t('size')}</th>
                  <th scope="col" className="text-end">
                    {t('homes')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('range')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rent.bands.map((band) => (
                  <tr key={`${band.type}-${band.band.from}`}>
                    <th scope="row">{tTypes(band.type)}</th>
                    <td>{bandText(tRent, band.band)}</td>
                    <td className="text-end">{text.count(band.homes)}</td>
                    <td className="text-end">
                      {band.range
                        ? t('rangeValue', { low: formatKroner(band.range.low), high: formatKroner(band.range.high) })
                        : tFigures('none')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rent.distribution.length ? (
            <figure className="mb-0">
              <RentChart bars={rent.distribution} city={city} id="town-rent-chart" />
              <table className="visually-hidden">
                <caption>{t('chartTable')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bar')}</th>
                    <th scope="col">{t('homes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rent.distribution.map((bar) => (
                    <tr key={`${bar.from}-${bar.to}`}>
                      <th scope="row">{barText(t, bar)}</th>
                      <td>{text.count(bar.homes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </figure>
          ) : null}
        </>
      ) : (
        <p className="mb-0">{t('rentEmpty', { city })}</p>
      )}
    </Section>
  );
}
