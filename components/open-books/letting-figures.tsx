import { getTranslations } from '@/lib/i18n/translations';
import type { PublicCount } from '@/lib/open-books/privacy';
import type { LettingFigures, YearFigures } from '@/lib/open-books/schema';

type T = Awaited<ReturnType<typeof getTranslations<'openBooks.figures'>>>;

const decimal = (value: number, locale: string) => value.toLocaleString(locale, { maximumFractionDigits: 1 });

/** A figure's words: a count or "fewer than 5", a number with the locale's decimals, "–" when the rules keep it back. */
export function figureTexts(t: T, locale: string) {
  return {
    count: (value: PublicCount) => ('exact' in value ? String(value.exact) : t('fewer', { min: value.fewerThan })),
    number: (value: number | null) => (value === null ? t('none') : decimal(value, locale)),
    seniority: (value: LettingFigures['winningSeniority']) =>
      value ? t('seniority', { median: String(value.median), from: String(value.from), to: String(value.to) }) : t('none'),
  };
}

type Row = { key: string; label: string; figures: LettingFigures };

/** Figures per row (a year, a postcode): each cell "–" when fewer than 5 lettings lie behind it. */
async function FiguresTable({ rows, caption, first, locale }: { rows: Row[]; caption: string; first: string; locale: string }) {
  const t = await getTranslations('openBooks.figures');
  const text = figureTexts(t, locale);
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-2 text-break">
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
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
          {rows.map(({ key, label, figures }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="text-end">{text.count(figures.lettings)}</td>
              <td>{text.seniority(figures.winningSeniority)}</td>
              <td className="text-end">{text.number(figures.offersPerHome)}</td>
              <td className="text-end">{text.number(figures.medianDaysToLet)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small text-body-secondary">{t('note')}</p>
    </div>
  );
}

/** Figures per year (a group's, a town's). */
export async function LettingFiguresTable({ years, locale }: { years: YearFigures[]; locale: string }) {
  const t = await getTranslations('openBooks.figures');
  const rows = years.map((year) => ({ key: String(year.year), label: String(year.year), figures: year }));
  return <FiguresTable rows={rows} caption={t('caption')} first={t('year')} locale={locale} />;
}

/** A town's figures per postcode over its last two years. */
export async function PostcodeFiguresTable({
  postcodes,
  locale,
}: {
  postcodes: (LettingFigures & { postcode: string; district: string })[];
  locale: string;
}) {
  const t = await getTranslations('openBooks.figures');
  const rows = postcodes.map((p) => ({ key: p.postcode, label: [p.postcode, p.district].filter(Boolean).join(' '), figures: p }));
  return <FiguresTable rows={rows} caption={t('postcodeCaption')} first={t('postcode')} locale={locale} />;
}
