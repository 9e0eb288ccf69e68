/*
 * What open books may say about the people behind a letting. Kept free of imports beyond the
 * types: the figures, the services, the pages and the unit tests read these rules, and nothing
 * published about lettings is shaped anywhere else.
 *
 * 1. Nothing is said about fewer than MIN_PEOPLE people: a smaller count is "fewer than 5".
 * 2. A winner's position and seniority are told only when at least MIN_PEOPLE were offered the
 *    home (or applied for it): among fewer, the others could tell who got it.
 * 3. The winner's seniority is a bracket of whole years that holds at least MIN_PEOPLE of those
 *    offered the home, never a date: a year only one member signed up in would point at them.
 * 4. Figures over lettings (medians, ranges) need at least MIN_PEOPLE lettings behind them.
 * 5. Names, e-mail addresses and CPR numbers are never read into what is published: the types
 *    below have no field that could carry them.
 * 6. A company may delay the details of its lettings by up to MAX_DELAY_DAYS, never hide that a
 *    home was let: the home shows as let at once, its outcome once the delay has passed.
 */

export const MIN_PEOPLE = 5;
export const MAX_DELAY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A count as it may be published: the number, or "fewer than 5" (the threshold travels along for the wording). */
export type PublicCount = { exact: number } | { fewerThan: number };

export function publicCount(count: number): PublicCount {
  return count >= MIN_PEOPLE ? { exact: count } : { fewerThan: MIN_PEOPLE };
}

/** Whether a figure about `people` people may be published at all. */
export function enoughPeople(people: number): boolean {
  return people >= MIN_PEOPLE;
}

/** Whole years, from and to inclusive; one year when they are equal ("anciennitet fra 2019"). */
export type YearBracket = { from: number; to: number };

/** The calendar year of a seniority date (`YYYY-MM-DD`), the finest grain ever published. */
export function seniorityYear(date: string): number {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year) || date.length < 4) throw new RangeError(`not a date: ${date}`);
  return year;
}

/**
 * The narrowest bracket of whole years around `winnerYear` that holds at least MIN_PEOPLE of
 * `poolYears` (the seniority years of everyone offered the home, the winner among them). It widens
 * one year at a time towards whichever side brings in more people (the earlier side on a tie);
 * null when the pool itself is smaller than MIN_PEOPLE or the winner is not in it.
 */
export function seniorityBracket(winnerYear: number, poolYears: readonly number[]): YearBracket | null {
  if (poolYears.length < MIN_PEOPLE || !poolYears.includes(winnerYear)) return null;
  const inside = (from: number, to: number) => poolYears.filter((year) => year >= from && year <= to).length;
  const earliest = Math.min(...poolYears);
  const latest = Math.max(...poolYears);
  let from = winnerYear;
  let to = winnerYear;
  while (inside(from, to) < MIN_PEOPLE) {
    const down = from > earliest ? inside(from - 1, from - 1) : -1;
    const up = to < latest ? inside(to + 1, to + 1) : -1;
    if (down >= up) from -= 1;
    else to += 1;
  }
  return { from, to };
}

/** A company's delay, clamped to what may be asked: 0 to MAX_DELAY_DAYS whole days. */
export function clampDelay(days: number): number {
  if (!Number.isFinite(days)) return 0;
  return Math.min(MAX_DELAY_DAYS, Math.max(0, Math.trunc(days)));
}

/** When a letting's details may be published, given the company's delay. */
export function publishableFrom(letAt: Date, delayDays: number): Date {
  return new Date(letAt.getTime() + clampDelay(delayDays) * DAY_MS);
}

/** Whether the details of a letting made at `letAt` may be shown at `now`; the fact of the letting always may. */
export function detailsPublishable(letAt: Date, delayDays: number, now: Date): boolean {
  return publishableFrom(letAt, delayDays).getTime() <= now.getTime();
}

/** What is known of a letting's winner before the rules: a position on the list (none for an application) and the pool. */
export type WinnerFacts = {
  /** How many were offered the home (a waiting list) or applied for it (an application). */
  pool: number;
  position: number | null;
  seniorityYear: number | null;
  /** The seniority years of everyone offered the home; empty for an application. */
  poolYears: readonly number[];
};

/** What may be said of the winner: the pool as a public count, and position and bracket only under rule 2 and 3. */
export type PublicWinner = { pool: PublicCount; position: number | null; seniority: YearBracket | null };

export function publicWinner(facts: WinnerFacts): PublicWinner {
  const pool = publicCount(facts.pool);
  if (!enoughPeople(facts.pool)) return { pool, position: null, seniority: null };
  const seniority = facts.seniorityYear === null ? null : seniorityBracket(facts.seniorityYear, facts.poolYears);
  return { pool, position: facts.position, seniority };
}
