import 'server-only';
import { getDb } from '@/lib/db/client';
import {
  chooseComparison,
  COMPARISON_MONTHS,
  farOutside,
  sizeBandOf,
  yearlyPerM2,
  type ComparisonPlace,
  type RentRange,
  type SizeBand,
} from './rent';
import { findCompanyTowns, findRentSamples, type RentSampleRow, type RentTarget } from './rent-repository';
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

async function comparisons(target: RentTarget, towns: string[], now: Date): Promise<RentComparison[]> {
  const since = monthsBefore(now, COMPARISON_MONTHS);
  const letIds = [...new Set((await Promise.all(towns.map((citySlug) => letHomeIdsIn({ citySlug }, since, now)))).flat())];
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
