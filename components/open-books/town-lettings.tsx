import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { getTranslations } from '@/lib/i18n/translations';
import type { TownFigures } from '@/lib/open-books/schema';
import { Section } from '@/components/catalogue/section';
import { figureTexts, LettingFiguresTable, PostcodeFiguresTable } from './letting-figures';

/** A town's lettings over its last two years, per year and per postcode; the empty state when none was let here. */
export async function TownLettingsSection({ figures, city, locale }: { figures: TownFigures; city: string; locale: Locale }) {
  const [t, tFigures, tOutcome] = await Promise.all([
    getTranslations('openBooks.town'),
    getTranslations('openBooks.figures'),
    getTranslations('openBooks.outcome'),
  ]);
  if (!figures.years.length) {
    return (
      <Section id="town-lettings-heading" title={t('lettingsHeading')}>
        <p className="mb-0">{t('empty', { city })}</p>
      </Section>
    );
  }
  const text = figureTexts(tFigures, locale);
  const { window } = figures;
  const facts = [
    [t('homesLet'), text.count(window.lettings)],
    [t('winningSeniority'), text.seniority(window.winningSeniority)],
    [t('offersPerHome'), text.number(window.offersPerHome)],
    [t('daysToLet'), text.number(window.medianDaysToLet)],
  ];
  return (
    <>
      <Section id="town-lettings-heading" title={t('lettingsHeading')}>
        <p>{t('period', { from: formatDate(figures.period.from, locale), to: formatDate(figures.period.to, locale) })}</p>
        <dl className="row mb-3">
          {facts.map(([label, value]) => (
            <div key={label} className="col-12 col-sm-6 col-lg-3 mb-2">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="fs-5 mb-0 text-break">{value}</dd>
            </div>
          ))}
        </dl>
        <LettingFiguresTable years={figures.years} locale={locale} />
        <p className="small text-body-secondary mb-0">{tOutcome('privacy')}</p>
      </Section>
      {figures.postcodes.length ? (
        <Section id="town-postcodes-heading" title={t('postcodesHeading')}>
          <PostcodeFiguresTable postcodes={figures.postcodes} locale={locale} />
        </Section>
      ) : null}
    </>
  );
}
