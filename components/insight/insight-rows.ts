import type { createFormatter, Messages } from 'next-intl';
import type { createTranslator } from '@/lib/i18n/shared-formatters';
import type { InsightFigures } from '@/lib/insight/schema';
import type { ShareBar } from './insight-chart';

/*
 * The overview's figures in words. Counts go into the texts as numbers, so each text's ICU plural
 * picks "1 ansøgning" or "2 ansøgninger"; a duration of a day or more is told in days.
 */

type Format = ReturnType<typeof createFormatter>;
type T = ReturnType<typeof createTranslator<Messages, 'companyConsole.insight'>>;
type Figure = keyof Messages['companyConsole']['insight']['figures'] & keyof Messages['companyConsole']['insight']['basis'];
export type InsightRow = { key: Figure; label: string; value: string; basis: string };

const NONE = '–';
const HOURS_A_DAY = 24;

/** Rounded as the overview shows it: one decimal for durations. */
const tenths = (value: number) => Math.round(value * 10) / 10;

export function formatters(format: Format, t: T) {
  const share = (value: number | null) => (value === null ? NONE : format.number(value, { style: 'percent', maximumFractionDigits: 1 }));
  const decimal = (value: number | null) => (value === null ? NONE : format.number(value, { maximumFractionDigits: 2 }));
  const days = (value: number | null) => (value === null ? NONE : t('days', { value: tenths(value) }));
  /** Under a day in hours, else in days: "163 dage" reads better than "3.909,2 timer". */
  const hours = (value: number | null) =>
    value === null ? NONE : value < HOURS_A_DAY ? t('hours', { value: tenths(value) }) : days(value / HOURS_A_DAY);
  return { count: (value: number) => format.number(value), share, decimal, days, hours };
}

type Formatters = ReturnType<typeof formatters>;

export function rowsOf(figures: InsightFigures, t: T, f: Formatters): InsightRow[] {
  const { homes, lettings, applications: a, viewings: v, offers: o, waitingLists: w } = figures;
  const row = (key: Figure, value: string, basis: Record<string, number>) => ({
    key,
    label: t(`figures.${key}`),
    value,
    basis: t(`basis.${key}`, basis),
  });
  return [
    row('homesFree', f.count(homes.free), { total: homes.total }),
    row('leasesSigned', f.count(lettings.signed), {}),
    row('timeToLet', f.days(lettings.medianDaysToLet), { timed: lettings.timed }),
    row('applications', f.count(a.received), { homes: a.homesApplied }),
    row('applicationsPerHome', f.decimal(a.perHome), { received: a.received, homes: a.homesApplied }),
    row('answerRate', f.share(a.answerRate), { answered: a.answered, answerable: a.answerable }),
    row('timeToFirstAnswer', f.hours(a.medianHoursToFirstAnswer), { answered: a.answered }),
    row('viewingsBooked', f.count(v.booked), {}),
    row('viewingsAttended', f.share(v.attendanceRate), { attended: v.attended, surveyed: v.surveyed }),
    row('offersAccepted', f.share(o.acceptanceRate), { accepted: o.accepted, settled: o.settled, made: o.made }),
    row('waitingListMembers', f.count(w.members), {}),
    row('activeShare', f.share(w.activeShare), { active: w.active, members: w.members }),
    row('turnover', f.share(w.turnover), { housed: w.housed, members: w.members }),
  ];
}

export function barsOf(figures: InsightFigures, t: T, f: Formatters): ShareBar[] {
  const bar = (key: Figure, share: number | null) => ({ label: t(`figures.${key}`), share, text: f.share(share) });
  return [
    bar('answerRate', figures.applications.answerRate),
    bar('viewingsAttended', figures.viewings.attendanceRate),
    bar('offersAccepted', figures.offers.acceptanceRate),
    bar('activeShare', figures.waitingLists.activeShare),
    bar('turnover', figures.waitingLists.turnover),
  ];
}
