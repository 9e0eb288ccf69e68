import type { WaitEstimate } from './schema';

/**
 * How much faster or slower than last year the list may move: the estimate is a range, from the
 * turnover 25 % higher to 25 % lower, never a single date (a list's pace varies from year to year).
 */
export const TURNOVER_SPREAD = 0.25;

/**
 * The estimated wait of the member at `activePosition` (1 = next in line) on a list that housed
 * `housedLastYear` members in the last 12 months: at that pace, `activePosition` homes take
 * activePosition / housedLastYear years. Null when the list housed nobody (no basis to estimate from).
 */
export function estimateWait(activePosition: number, housedLastYear: number): WaitEstimate {
  if (housedLastYear <= 0 || activePosition < 1) return null;
  const months = (12 * activePosition) / housedLastYear;
  return {
    housedLastYear,
    ahead: activePosition - 1,
    minMonths: Math.max(1, Math.floor(months / (1 + TURNOVER_SPREAD))),
    maxMonths: Math.max(1, Math.ceil(months / (1 - TURNOVER_SPREAD))),
  };
}
