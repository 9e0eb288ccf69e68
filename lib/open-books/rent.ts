/*
 * A fair rent, stated: the pure rules of the comparison. Which homes compare (same type, same size
 * band, the postcode or else the town, let or listed in the last 24 months, at least 5), how the
 * range is read (the 10th to the 90th percentile of their yearly rent per m²) and what counts as far
 * outside it. The repository asks the database for the percentiles; these decide what is told.
 */

import { MIN_PEOPLE, publicCount, type PublicCount } from './privacy';

/** Upper bounds of the size bands in m² (each band from the previous bound, the last open-ended). */
export const SIZE_BAND_BOUNDS = [50, 75, 100, 130] as const;
/** How far back a home let or listed still compares. */
export const COMPARISON_MONTHS = 24;
/** A rent this much beyond either end of the range is far outside it: the console warns. */
export const FAR_OUTSIDE_SHARE = 0.2;
/** The fewest homes a range is told from (the same 5 as every published figure). */
export const MIN_COMPARABLES = MIN_PEOPLE;

export type SizeBand = { from: number | null; to: number | null };

/** The band numbered as the database's `width_bucket` over SIZE_BAND_BOUNDS numbers it: 0 below the first bound. */
export function sizeBandAt(index: number): SizeBand {
  return { from: index > 0 ? SIZE_BAND_BOUNDS[index - 1] : null, to: index < SIZE_BAND_BOUNDS.length ? SIZE_BAND_BOUNDS[index] : null };
}

/** The band of a size: `from` inclusive, `to` exclusive; null at the open ends. */
export function sizeBandOf(sizeM2: number): SizeBand {
  const index = SIZE_BAND_BOUNDS.findIndex((bound) => sizeM2 < bound);
  return sizeBandAt(index === -1 ? SIZE_BAND_BOUNDS.length : index);
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

/** The width in kroner of the database's counts of yearly rent per m² (`findTownRentBuckets`). */
export const RENT_BUCKET_KR = 50;
/**
 * The widths a chart's bars may have, and the most bars it draws between its open ends: at most 16,
 * and no more than one per 10 homes, so a small town's bars are not each "fewer than 5"; no chart
 * under two bars' worth of homes.
 */
const BAR_WIDTHS = [50, 100, 200, 250, 500, 1000] as const;
const MOST_BARS = 16;
const HOMES_PER_BAR = 2 * MIN_PEOPLE;
/** The share of homes left to each open end of the chart, so one odd rent does not stretch it. */
const TAIL_SHARE = 0.05;

/** A bar of the distribution: homes whose rent per m² is from `from` (inclusive) to `to`; null at an open end. */
export type RentBar = { from: number | null; to: number | null; homes: PublicCount };

function percentileBucket(buckets: readonly { from: number; homes: number }[], share: number): number {
  const total = buckets.reduce((sum, b) => sum + b.homes, 0);
  let seen = 0;
  for (const bucket of buckets) {
    seen += bucket.homes;
    if (seen >= total * share) return bucket.from;
  }
  return buckets.at(-1)!.from;
}

/**
 * The distribution of a place's yearly rent per m² as bars: from counts per RENT_BUCKET_KR (ascending),
 * bars of a round width between the 5th and 95th percentile, the homes outside in an open bar at
 * each end, and each count as it may be published.
 */
export function rentDistribution(buckets: readonly { from: number; homes: number }[]): RentBar[] {
  const total = buckets.reduce((sum, b) => sum + b.homes, 0);
  if (total < 2 * HOMES_PER_BAR) return [];
  const most = Math.min(MOST_BARS, Math.floor(total / HOMES_PER_BAR));
  const low = percentileBucket(buckets, TAIL_SHARE);
  const high = percentileBucket(buckets, 1 - TAIL_SHARE) + RENT_BUCKET_KR;
  const width = BAR_WIDTHS.find((w) => Math.ceil(high / w) - Math.floor(low / w) <= most) ?? BAR_WIDTHS.at(-1)!;
  const start = Math.floor(low / width) * width;
  const end = Math.ceil(high / width) * width;
  const edges: number[] = [];
  for (let at = start; at <= end; at += width) edges.push(at);
  const bars: { from: number | null; to: number | null; homes: number }[] = [
    { from: null, to: start, homes: 0 },
    ...edges.slice(0, -1).map((from, i) => ({ from, to: edges[i + 1], homes: 0 })),
    { from: end, to: null, homes: 0 },
  ];
  for (const bucket of buckets) {
    const index = bucket.from < start ? 0 : bucket.from >= end ? bars.length - 1 : 1 + Math.floor((bucket.from - start) / width);
    bars[index].homes += bucket.homes;
  }
  const told = bars.filter((bar, i) => bar.homes > 0 || (i > 0 && i < bars.length - 1));
  return told.map((bar) => ({ ...bar, homes: publicCount(bar.homes) }));
}
