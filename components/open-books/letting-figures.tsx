import { getTranslations } from '@/lib/i18n/translations';
import type { PublicCount } from '@/lib/open-books/privacy';
import type { YearFigures } from '@/lib/open-books/schema';

const decimal = (value: number, locale: string) => value.toLocaleString(locale, { maximumFractionDigits: 1 });

/** Figures per year (a group's, a town's): each cell "–" when fewer than 5 lettings lie behind it. */
export async function LettingFiguresTable({ years, locale }: { years: YearFigures[]; locale: string }) {
  const t = await getTranslations('openBooks.figures');
  const count = (value: PublicCount) => ('exact' in value ? String(value.exact) : t('fewer', { min: value.fewerThan }));
  const number = (value: number | null) => (value === null ? t('none') : decimal(value, locale));
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-2 text-break">
        <caption className="caption-top fw-semibold text-body">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('year')}</th>
            <th scope="col" className="text-end">
              {t('lettings')}
            </th>
            <th scope="col">{t('winningSeniority')}</th>
            <th scope="col" className="text-end">
              {t('offersPerHome')}
            </th>
            <th scope="col" className="text-end">
              {t('daysToLet')}
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year}>
              <th scope="row">{year.year}</th>
              <td className="text-end">{count(year.lettings)}</td>
              <td>
                {year.winningSeniority
                  ? t('seniority', {
                      median: String(year.winningSeniority.median),
                      from: String(year.winningSeniority.from),
                      to: String(year.winningSeniority.to),
                    })
                  : t('none')}
              </td>
              <td className="text-end">{number(year.offersPerHome)}</td>
              <td className="text-end">{number(year.medianDaysToLet)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small text-body-secondary">{t('note')}</p>
    </div>
  );
}
