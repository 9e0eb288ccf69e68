/** How a range with optional ends is worded: "2–3 værelser", "mindst 2 værelser", "højst 3 værelser". */
export type RangeWording = 'between' | 'atLeast' | 'atMost';

/**
 * The wording a range takes, or null when neither end is set. An open end is never written out as
 * 0 or ∞ ("2–∞ værelser"): the range says "at least" or "at most" instead.
 */
export function rangeWording(min: number | null | undefined, max: number | null | undefined): RangeWording | null {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return 'between';
  if (hasMin) return 'atLeast';
  return hasMax ? 'atMost' : null;
}
