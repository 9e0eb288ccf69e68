import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { RENT_BUCKET_KR, SIZE_BAND_BOUNDS } from './rent';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export type RentTarget = { homeSlug: string } | { companyId: number };

export type RentSampleRow = {
  slug: string;
  monthlyRent: number;
  sizeM2: number;
  postcode: string;
  district: string;
  city: string;
  postcodeHomes: number;
  postcodeLow: number | null;
  postcodeHigh: number | null;
  townHomes: number;
  townLow: number | null;
  townHigh: number | null;
};

const bounds = sql.raw(`array[${SIZE_BAND_BOUNDS.join(',')}]`);
const band = (alias: string) => sql`width_bucket(${sql.raw(alias)}.size_m2, ${bounds})`;
const perM2 = sql`c.monthly_rent * 12.0 / c.size_m2`;

/** A public home with a size, let through Hjemly (one of `letIds`) or published since `since`: what compares. */
function comparable(since: string, letIds: number[]) {
  // One array parameter however many homes were let.
  const let_ = letIds.length ? sql`or c.id = any(${`{${letIds.join(',')}}`}::int[])` : sql``;
  return sql`c.is_public and c.size_m2 > 0 and (c.published_at > ${since}::timestamptz ${let_})`;
}

/** The comparable public homes of one place around the target `t`: its type and size band, let or listed since `since`. */
function sample(place: SQL, since: string, letIds: number[]) {
  return sql`
    select count(*)::int as homes,
      percentile_cont(0.1) within group (order by ${perM2}) as low,
      percentile_cont(0.9) within group (order by ${perM2}) as high
    from properties c
    where ${place} and c.type = t.type and ${band('c')} = ${band('t')} and c.id <> t.id and ${comparable(since, letIds)}`;
}

/**
 * Each target home with the yearly rent per m² of the homes it compares with, in its postcode and in
 * its town: their number and 10th and 90th percentiles. `letIds` are the homes let through Hjemly
 * since `since`; the rest compare when they were listed since then.
 */
export async function findRentSamples(db: Db, target: RentTarget, since: Date, letIds: number[]): Promise<RentSampleRow[]> {
  const at = since.toISOString();
  const which =
    'homeSlug' in target
      ? sql`t.slug = ${target.homeSlug}`
      : sql`t.group_id in (select id from property_groups where company_id = ${target.companyId})`;
  const result = await db.execute(sql`
    select t.slug, t.monthly_rent as "monthlyRent", t.size_m2 as "sizeM2", t.postcode,
      coalesce(nullif(t.postcode_name, ''), t.city) as district, t.city,
      near.homes as "postcodeHomes", near.low::float8 as "postcodeLow", near.high::float8 as "postcodeHigh",
      town.homes as "townHomes", town.low::float8 as "townLow", town.high::float8 as "townHigh"
    from properties t
    cross join lateral (${sample(sql`c.postcode = t.postcode`, at, letIds)}) near
    cross join lateral (${sample(sql`c.city_slug = t.city_slug`, at, letIds)}) town
    where ${which}
    order by t.id`);
  return rowsOf<RentSampleRow>(result);
}

/** The towns the company has homes in: where its homes' comparisons look for let homes. */
export async function findCompanyTowns(db: Db, companyId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct p.city_slug as "citySlug" from properties p
    join property_groups g on g.id = p.group_id where g.company_id = ${companyId}`);
  return rowsOf<{ citySlug: string }>(result).map((row) => row.citySlug);
}

export type RentBandRow = { type: string; band: number; homes: number; low: number | null; high: number | null };

/** The town's comparable homes per type and size band (`width_bucket`'s number): their number and 10th and 90th percentiles. */
export async function findTownRentBands(db: Db, citySlug: string, since: Date, letIds: number[]): Promise<RentBandRow[]> {
  const result = await db.execute(sql`
    select c.type, ${band('c')} as band, count(*)::int as homes,
      (percentile_cont(0.1) within group (order by ${perM2}))::float8 as low,
      (percentile_cont(0.9) within group (order by ${perM2}))::float8 as high
    from properties c
    where c.city_slug = ${citySlug} and ${comparable(since.toISOString(), letIds)}
    group by 1, 2 order by 1, 2`);
  return rowsOf<RentBandRow>(result);
}

/** The town's comparable homes counted per RENT_BUCKET_KR of yearly rent per m², ascending. */
export async function findTownRentBuckets(
  db: Db,
  citySlug: string,
  since: Date,
  letIds: number[],
): Promise<{ from: number; homes: number }[]> {
  const result = await db.execute(sql`
    select (floor(${perM2} / ${RENT_BUCKET_KR}) * ${RENT_BUCKET_KR})::int as "from", count(*)::int as homes
    from properties c
    where c.city_slug = ${citySlug} and ${comparable(since.toISOString(), letIds)}
    group by 1 order by 1`);
  return rowsOf<{ from: number; homes: number }>(result);
}
