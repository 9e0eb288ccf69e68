import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { detailsPublishable, enoughPeople, publicCount, publicWinner } from './privacy';
import type { Letting, LettingFigures, PlaceFigures, PostcodeFigures, PublicLetting, YearFigures } from './schema';

/*
 * The published shape of lettings and the figures over them, pure: the service reads the rows and
 * the company's delay, these decide what of them is told (by the rules in privacy.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window of a place's figures: its last two years of lettings. */
export const PLACE_WINDOW_DAYS = 730;

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A letting as published at `now` under its company's delay: the fact and date always, the rest once the delay has passed. */
export function publicLetting(letting: Letting, delayDays: number, now: Date): PublicLetting {
  const fact = { route: letting.route, homeSlug: letting.homeSlug, homeLabel: letting.homeLabel, letOn: todayInCopenhagen(letting.letAt) };
  if (!detailsPublishable(letting.letAt, delayDays, now)) return { ...fact, details: null };
  const winner = publicWinner({
    pool: letting.applied ?? letting.offered,
    position: letting.position,
    seniorityYear: letting.seniorityYear,
    poolYears: letting.poolYears,
  });
  const daysToLet = Math.max(0, Math.floor((letting.letAt.getTime() - letting.firstOfferAt.getTime()) / DAY_MS));
  return { ...fact, details: { ...winner, daysToLet } };
}

export type Published = { letting: Letting; published: PublicLetting };

/**
 * Figures over lettings: how many homes were let (every letting, held back or not), and from the
 * ones whose details are out, offers per home and the time to let, each only over 5 lettings or
 * more. The winning seniority is over the lettings whose bracket is published: the median winner's
 * year, and the outer years of their brackets, so the range tells no year a bracket kept back.
 */
export function lettingFigures(items: readonly Published[]): LettingFigures {
  const told = items.filter(({ published }) => published.details !== null);
  const withSeniority = told.filter(({ published }) => published.details?.seniority);
  const enough = enoughPeople(told.length);
  const brackets = withSeniority.map(({ published }) => published.details!.seniority!);
  return {
    lettings: publicCount(items.length),
    winningSeniority: enoughPeople(withSeniority.length)
      ? {
          median: Math.round(median(withSeniority.map(({ letting }) => letting.seniorityYear!))!),
          from: Math.min(...brackets.map((b) => b.from)),
          to: Math.max(...brackets.map((b) => b.to)),
        }
      : null,
    offersPerHome: enough ? oneDecimal(told.reduce((sum, { letting }) => sum + letting.offered, 0) / told.length) : null,
    medianDaysToLet: enough ? oneDecimal(median(told.map(({ published }) => published.details!.daysToLet))!) : null,
  };
}

function groupBy<K>(items: readonly Published[], key: (item: Published) => K): Map<K, Published[]> {
  const groups = new Map<K, Published[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The figures of each Danish calendar year that had a letting, newest year first. */
export function figuresByYear(items: readonly Published[]): YearFigures[] {
  const years = groupBy(items, (item) => Number(item.published.letOn.slice(0, 4)));
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, inYear]) => ({ year, ...lettingFigures(inYear) }));
}

/** The lettings of the place's window: after PLACE_WINDOW_DAYS before `now`. */
export function inWindow(items: readonly Published[], now: Date): Published[] {
  const since = now.getTime() - PLACE_WINDOW_DAYS * DAY_MS;
  return items.filter(({ letting }) => letting.letAt.getTime() > since);
}

/** A place's figures over its window and per year. */
export function placeFiguresOf(items: readonly Published[], now: Date): PlaceFigures {
  return { window: lettingFigures(inWindow(items, now)), years: figuresByYear(items) };
}

/** The window's figures of each postcode that had a letting in it, in postcode order; `district` names a postcode. */
export function figuresByPostcode(items: readonly Published[], now: Date, district: (postcode: string) => string): PostcodeFigures[] {
  const postcodes = groupBy(inWindow(items, now), (item) => item.letting.postcode);
  return [...postcodes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, inPostcode]) => ({ postcode, district: district(postcode), ...lettingFigures(inPostcode) }));
}
