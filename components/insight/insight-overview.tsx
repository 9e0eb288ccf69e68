import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { DataTable } from '@/components/console/data-table';
import { FilterForm, FilterSelect } from '@/components/console/filter-form';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { insightPeriods, type InsightFigures, type InsightGroup, type InsightQuery } from '@/lib/insight/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { InsightChart } from './insight-chart';
import { barsOf, formatters, rowsOf } from './insight-rows';

/** The period and group (a FilterForm). */
async function InsightFilter({ groups, query, locale }: { groups: InsightGroup[]; query: InsightQuery; locale: Locale }) {
  const t = await getTranslations('companyConsole.insight');
  return (
    <FilterForm action={getPathname({ locale, href: '/account/company/insight' })}>
      <FilterSelect id="insight-period" name="period" label={t('period')} column="col-sm-4 col-lg-3" value={String(query.period)}>
        {insightPeriods.map((days) => (
          <option key={days} value={days}>
            {t('lastDays', { days })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="insight-group"
        name="group"
        label={t('group')}
        column="col-sm-5 col-lg-4"
        value={query.group ?? ''}
        any={t('wholeCompany')}
      >
        {groups.map((group) => (
          <option key={group.slug} value={group.slug}>
            {group.name}
          </option>
        ))}
      </FilterSelect>
      <div className="col-sm-3 col-lg-2">
        <button type="submit" className="btn btn-outline-primary w-100">
          {t('show')}
        </button>
      </div>
    </FilterForm>
  );
}

/** Nothing to show: no homes and no waiting-list members (a company that has just started). */
const isEmpty = (figures: InsightFigures) =>
  figures.homes.total === 0 && figures.waitingLists.members === 0 && figures.applications.received === 0;

export async function InsightOverview({
  figures,
  groups,
  query,
  locale,
}: {
  figures: InsightFigures;
  groups: InsightGroup[];
  query: InsightQuery;
  locale: Locale;
}) {
  const t = await getTranslations('companyConsole.insight');
  const format = await getFormatter();
  const f = formatters(format, t);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: DANISH_TIME_ZONE });
  const scope = figures.group?.name ?? t('wholeCompany');
  return (
    <section aria-labelledby="insight-heading">
      <h2 id="insight-heading" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <InsightFilter groups={groups} query={query} locale={locale} />
      <p className="fw-semibold" id="insight-scope">
        {t('scope', { scope, days: figures.period, from: date(figures.from), to: date(figures.to) })}
      </p>
      {isEmpty(figures) ? (
        <p className="alert alert-info">{t('empty')}</p>
      ) : (
        <>
          <InsightChart id="insight-chart" caption={t('chartCaption')} bars={barsOf(figures, t, f)} />
          <DataTable
            caption={t('tableCaption', { scope, days: figures.period })}
            headers={[t('table.figure'), t('table.value'), t('table.basis')]}
            items={rowsOf(figures, t, f)}
            empty={t('empty')}
            row={(row) => (
              <tr key={row.key} data-figure={row.key}>
                <th scope="row" className="fw-normal">
                  {row.label}
                </th>
                <td className="text-nowrap">{row.value}</td>
                <td className="text-body-secondary small">{row.basis}</td>
              </tr>
            )}
          />
          <p className="small text-body-secondary">{t('definitions')}</p>
        </>
      )}
    </section>
  );
}
