import 'server-only';
import { getDb } from '@/lib/db/client';
import type { propertyTypes } from '@/lib/catalogue/schema';
import { publicCount } from './privacy';
import {
  chooseComparison,
  COMPARISON_MONTHS,
  farOutside,
  rangeOf,
  rentDistribution,
  sizeBandAt,
  sizeBandOf,
  yearlyPerM2,
  type ComparisonPlace,
  type RentRange,
  type SizeBand,
} from './rent';
import {
  findCompanyTowns,
  findRentSamples,
  findTownRentBands,
  findTownRentBuckets,
  type RentSampleRow,
  type RentTarget,
} from './rent-repository';
import type { TownRent } from './schema';
import { letHomeIdsIn } from './service';

/** A home's rent beside comparable homes': what its page states and the console checks. */
export type RentComparison = {
  homeSlug: string;
  /** The home's yearly rent per m², in tens of kroner. */
  perM2: number;
  band: SizeBand;
  place: ComparisonPlace;
  /** Null when fewer than 5 homes compare, in the postcode and in the town. */
  range: RentRange | null;
  farOutside: boolean;
};

function monthsBefore(now: Date, months: number): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

function toComparison(row: RentSampleRow): RentComparison | null {
  const perM2 = yearlyPerM2(row.monthlyRent, row.sizeM2);
  if (perM2 === null) return null;
  const { place, range } = chooseComparison(
    {
      sample: { homes: row.postcodeHomes, low: row.postcodeLow, high: row.postcodeHigh },
      place: { kind: 'postcode', postcode: row.postcode, district: row.district },
    },
    { sample: { homes: row.townHomes, low: row.townLow, high: row.townHigh }, place: { kind: 'town', city: row.city } },
  );
  return { homeSlug: row.slug, perM2, band: sizeBandOf(row.sizeM2), place, range, farOutside: range !== null && farOutside(perM2, range) };
}

/** The homes let through Hjemly in the towns since `since`: they compare however long ago they were listed. */
async function letIdsIn(towns: string[], since: Date, now: Date): Promise<number[]> {
  return [...new Set((await Promise.all(towns.map((citySlug) => letHomeIdsIn({ citySlug }, since, now)))).flat())];
}

async function comparisons(target: RentTarget, towns: string[], now: Date): Promise<RentComparison[]> {
  const since = monthsBefore(now, COMPARISON_MONTHS);
  const letIds = await letIdsIn(towns, since, now);
  const rows = await findRentSamples(await getDb(), target, since, letIds);
  return rows.flatMap((row) => toComparison(row) ?? []);
}

/** The comparison a home's page states; null for a home without a size. The same for everyone: the page stays cacheable. */
export async function homeRentComparison(home: { slug: string; citySlug: string }, now = new Date()): Promise<RentComparison | null> {
  const [comparison] = await comparisons({ homeSlug: home.slug }, [home.citySlug], now);
  return comparison ?? null;
}

/** Each of the company's homes priced far outside its range, by slug: the console warns before it is published. */
export async function companyRentWarnings(companyId: number, now = new Date()): Promise<Map<string, RentComparison>> {
  const towns = await findCompanyTowns(await getDb(), companyId);
  const all = await comparisons({ companyId }, towns, now);
  return new Map(all.filter((c) => c.farOutside).map((c) => [c.homeSlug, c]));
}

/** A town's rents per m² as its statistics page tells them: the homes that compare in it (let or listed in 24 months), per type and size band, and their distribution. */
export async function townRent(citySlug: string, now = new Date()): Promise<TownRent> {
  const since = monthsBefore(now, COMPARISON_MONTHS);
  const letIds = await letIdsIn([citySlug], since, now);
  const db = await getDb();
  const [bands, buckets] = await Promise.all([
    findTownRentBands(db, citySlug, since, letIds),
    findTownRentBuckets(db, citySlug, since, letIds),
  ]);
  return {
    bands: bands.map((row) => ({
      type: row.type as (typeof propertyTypes)[number],
      band: sizeBandAt(row.band),
      homes: publicCount(row.homes),
      range: rangeOf(row),
    })),
    distribution: rentDistribution(buckets),
  };
}
