import type { Messages } from 'next-intl';
import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { DataTable } from '@/components/console/data-table';
import { FilterForm, FilterSelect } from '@/components/console/filter-form';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { insightPeriods, type InsightFigures, type InsightGroup, type InsightQuery } from '@/lib/insight/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { InsightChart, type ShareBar } from './insight-chart';

type Format = Awaited<ReturnType<typeof getFormatter>>;
type T = Awaited<ReturnType<typeof getTranslations<'companyConsole.insight'>>>;
type Figure = keyof Messages['companyConsole']['insight']['figures'] & keyof Messages['companyConsole']['insight']['basis'];
type Row = { key: Figure; label: string; value: string; basis: string };

const NONE = '–';

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

function formatters(format: Format, t: T) {
  const count = (value: number) => format.number(value);
  const share = (value: number | null) => (value === null ? NONE : format.number(value, { style: 'percent', maximumFractionDigits: 1 }));
  const decimal = (value: number | null) => (value === null ? NONE : format.number(value, { maximumFractionDigits: 2 }));
  const days = (value: number | null) => (value === null ? NONE : t('days', { value: decimal(value) }));
  const hours = (value: number | null) => (value === null ? NONE : t('hours', { value: decimal(value) }));
  return { count, share, decimal, days, hours };
}

function rowsOf(figures: InsightFigures, t: T, f: ReturnType<typeof formatters>): Row[] {
  const { homes, lettings, applications: a, viewings: v, offers: o, waitingLists: w } = figures;
  const row = (key: Figure, value: string, basis: Record<string, string>) => ({
    key,
    label: t(`figures.${key}`),
    value,
    basis: t(`basis.${key}`, basis),
  });
  return [
    row('homesFree', f.count(homes.free), { total: f.count(homes.total) }),
    row('leasesSigned', f.count(lettings.signed), {}),
    row('timeToLet', f.days(lettings.medianDaysToLet), { timed: f.count(lettings.timed) }),
    row('applications', f.count(a.received), { homes: f.count(a.homesApplied) }),
    row('applicationsPerHome', f.decimal(a.perHome), { received: f.count(a.received), homes: f.count(a.homesApplied) }),
    row('answerRate', f.share(a.answerRate), { answered: f.count(a.answered), answerable: f.count(a.answerable) }),
    row('timeToFirstAnswer', f.hours(a.medianHoursToFirstAnswer), { answered: f.count(a.answered) }),
    row('viewingsBooked', f.count(v.booked), {}),
    row('viewingsAttended', f.share(v.attendanceRate), { attended: f.count(v.attended), surveyed: f.count(v.surveyed) }),
    row('offersAccepted', f.share(o.acceptanceRate), { accepted: f.count(o.accepted), settled: f.count(o.settled), made: f.count(o.made) }),
    row('waitingListMembers', f.count(w.members), {}),
    row('activeShare', f.share(w.activeShare), { active: f.count(w.active), members: f.count(w.members) }),
    row('turnover', f.share(w.turnover), { housed: f.count(w.housed), members: f.count(w.members) }),
  ];
}

function barsOf(figures: InsightFigures, t: T, f: ReturnType<typeof formatters>): ShareBar[] {
  const bar = (key: Figure, share: number | null) => ({ label: t(`figures.${key}`), share, text: f.share(share) });
  return [
    bar('answerRate', figures.applications.answerRate),
    bar('viewingsAttended', figures.viewings.attendanceRate),
    bar('offersAccepted', figures.offers.acceptanceRate),
    bar('activeShare', figures.waitingLists.activeShare),
    bar('turnover', figures.waitingLists.turnover),
  ];
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
