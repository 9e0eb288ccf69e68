import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { enoughPeople, type YearBracket } from './privacy';
import type { PublicLetting, WinnersEstimate } from './schema';

/*
 * A member's chances on a list, from what the list's last lettings published: how long the
 * winners had waited when they got their home, against how long the member has. Only published
 * figures go in (the letting's date and the winner's bracket), so the estimate tells nothing the
 * list's page does not.
 */

/** Months from a Danish date (`YYYY-MM-DD`) or a fractional year to another date, one decimal. */
const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + (Number(date.slice(8, 10)) - 1) / 31;

/**
 * Whole months a winner had waited when the home was let: from the middle of their bracket (a
 * bracket of 2019 reads as 1 July 2019, one of 2017–2019 as 1 July 2018) to the letting's date.
 */
export function winnerWaitMonths(letOn: string, bracket: YearBracket): number {
  const middle = ((bracket.from + bracket.to + 1) / 2) * 12;
  return Math.max(0, Math.round(monthOf(letOn) - middle));
}

/** The value at fraction `q` of the sorted values, between neighbours (as a spreadsheet's QUARTILE). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  return sorted[below] + (sorted[Math.min(below + 1, sorted.length - 1)] - sorted[below]) * (at - below);
}

/**
 * The member's estimated wait from the list's last lettings: the winners' waits between their
 * lower and upper quartile, less the months the member has waited already. Null while fewer than 5
 * of the lettings published a winner's seniority (no figure over fewer than 5, privacy.ts rule 4).
 */
export function winnersEstimate(recent: readonly PublicLetting[], seniorityDate: string, now: Date): WinnersEstimate | null {
  const waits = recent.flatMap((letting) =>
    letting.details?.seniority ? [winnerWaitMonths(letting.letOn, letting.details.seniority)] : [],
  );
  if (!enoughPeople(waits.length)) return null;
  const waitedFrom = Math.round(quantile(waits, 0.25));
  const waitedTo = Math.round(quantile(waits, 0.75));
  const waited = Math.max(0, Math.floor(monthOf(todayInCopenhagen(now)) - monthOf(seniorityDate)));
  return {
    lettings: waits.length,
    waitedFrom,
    waitedTo,
    waited,
    minMonths: Math.max(0, waitedFrom - waited),
    maxMonths: Math.max(0, waitedTo - waited),
  };
}
