/*
 * A fair rent, stated: the pure rules of the comparison. Which homes compare (same type, same size
 * band, the postcode or else the town, let or listed in the last 24 months, at least 5), how the
 * range is read (the 10th to the 90th percentile of their yearly rent per m²) and what counts as far
 * outside it. The repository asks the database for the percentiles; these decide what is told.
 */

import { MIN_PEOPLE } from './privacy';

/** Upper bounds of the size bands in m² (each band from the previous bound, the last open-ended). */
export const SIZE_BAND_BOUNDS = [50, 75, 100, 130] as const;
/** How far back a home let or listed still compares. */
export const COMPARISON_MONTHS = 24;
/** A rent this much beyond either end of the range is far outside it: the console warns. */
export const FAR_OUTSIDE_SHARE = 0.2;
/** The fewest homes a range is told from (the same 5 as every published figure). */
export const MIN_COMPARABLES = MIN_PEOPLE;

export type SizeBand = { from: number | null; to: number | null };

/** The band of a size: `from` inclusive, `to` exclusive; null at the open ends. */
export function sizeBandOf(sizeM2: number): SizeBand {
  const index = SIZE_BAND_BOUNDS.findIndex((bound) => sizeM2 < bound);
  if (index === 0) return { from: null, to: SIZE_BAND_BOUNDS[0] };
  if (index === -1) return { from: SIZE_BAND_BOUNDS.at(-1)!, to: null };
  return { from: SIZE_BAND_BOUNDS[index - 1], to: SIZE_BAND_BOUNDS[index] };
}

/** Yearly rent per m², whole kroner rounded to tens as the page prints it (1.320 kr./m²); null without a size. */
export function yearlyPerM2(monthlyRent: number, sizeM2: number): number | null {
  if (sizeM2 <= 0) return null;
  return Math.round((monthlyRent * 12) / sizeM2 / 10) * 10;
}

export type RentSample = { homes: number; low: number | null; high: number | null };
export type RentRange = { low: number; high: number; homes: number };
export type ComparisonPlace = { kind: 'postcode'; postcode: string; district: string } | { kind: 'town'; city: string };

/** A sample's range in tens of kroner, or null under MIN_COMPARABLES homes. */
export function rangeOf(sample: RentSample): RentRange | null {
  if (sample.homes < MIN_COMPARABLES || sample.low === null || sample.high === null) return null;
  return { low: Math.round(sample.low / 10) * 10, high: Math.round(sample.high / 10) * 10, homes: sample.homes };
}

/** The postcode's range when it has enough homes, else the town's; the place it is told for either way. */
export function chooseComparison(
  postcode: { sample: RentSample; place: ComparisonPlace },
  town: { sample: RentSample; place: ComparisonPlace },
): { place: ComparisonPlace; range: RentRange | null } {
  const near = rangeOf(postcode.sample);
  if (near) return { place: postcode.place, range: near };
  return { place: town.place, range: rangeOf(town.sample) };
}

/** Whether a rent per m² lies far outside a range: more than FAR_OUTSIDE_SHARE below its low end or above its high end. */
export function farOutside(perM2: number, range: RentRange): boolean {
  return perM2 < range.low * (1 - FAR_OUTSIDE_SHARE) || perM2 > range.high * (1 + FAR_OUTSIDE_SHARE);
}
