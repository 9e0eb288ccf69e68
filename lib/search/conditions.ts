import { and, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { homeInScopeCondition, searchableHomeCondition, type CompanyScope } from '@/lib/catalogue/visibility';
import { energyLabels, properties as p } from '@/lib/db/schema/catalogue';
import type { Bbox, SearchFilters } from './schema';

/**
 * `lys lejl` → `lys & lejl:*`: every word must match (Danish stemming); the last one may be
 * unfinished, so it matches as a prefix. Only letters and digits reach the query syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ') : null;
}

function locationCondition(location: NonNullable<SearchFilters['sted']>): SQL {
  switch (location.kind) {
    case 'city':
      return eq(p.citySlug, location.key);
    case 'postcode':
      return eq(p.postcode, location.key);
    case 'municipality':
      return eq(p.municipalityCode, location.key);
  }
}

/** The WHERE clause of a search: public, not rented, of a company in scope, and every filter the person set. */
export function searchConditions(f: SearchFilters, today: string, scope: CompanyScope, bbox?: Bbox): SQL {
  const c: (SQL | undefined)[] = [searchableHomeCondition(), homeInScopeCondition(scope)];
  if (f.sted) c.push(locationCondition(f.sted));
  const tsQuery = f.q ? prefixQuery(f.q) : null;
  if (tsQuery) c.push(sql`${p.searchVector} @@ to_tsquery('danish', ${tsQuery})`);
  if (f.rentMin !== undefined) c.push(gte(p.monthlyRent, f.rentMin));
  if (f.rentMax !== undefined) c.push(lte(p.monthlyRent, f.rentMax));
  if (f.sizeMin !== undefined) c.push(gte(p.sizeM2, f.sizeMin));
  if (f.sizeMax !== undefined) c.push(lte(p.sizeM2, f.sizeMax));
  if (f.roomsMin !== undefined) c.push(gte(p.rooms, f.roomsMin));
  if (f.roomsMax !== undefined) c.push(lte(p.rooms, f.roomsMax));
  if (f.type.length) c.push(inArray(p.type, f.type));
  if (f.availableFrom) c.push(gte(p.vacancyDate, f.availableFrom));
  if (!f.upcoming) c.push(sql`(${p.vacancyDate} is null or ${p.vacancyDate} <= ${today})`);
  if (f.newBuild) c.push(eq(p.isNewBuild, true));
  if (f.pets) c.push(eq(p.petsAllowed, true));
  if (f.furnished) c.push(eq(p.furnished, true));
  if (f.shareable) c.push(eq(p.shareable, true));
  if (f.elevator) c.push(eq(p.elevator, true));
  if (f.balcony) c.push(or(sql`${p.balconies} > 0`, sql`${p.terraces} > 0`, sql`${p.roofTerraces} > 0`));
  if (f.parking) c.push(ne(p.parking, 4));
  if (f.evCharger) c.push(ne(p.evCharger, 2));
  if (f.energyLabel) c.push(inArray(p.energyLabel, energyLabels.slice(0, energyLabels.indexOf(f.energyLabel) + 1)));
  if (f.tenant === 'senior') c.push(eq(p.onlyFor, 2));
  if (f.tenant === 'student') c.push(eq(p.onlyFor, 1));
  if (f.tenant === 'none') c.push(sql`${p.onlyFor} is null`);
  if (f.rentalPeriod.length) c.push(inArray(p.rentalPeriod, f.rentalPeriod));
  if (bbox) {
    c.push(sql`${p.lng} between ${bbox[0]} and ${bbox[2]}`, sql`${p.lat} between ${bbox[1]} and ${bbox[3]}`);
  }
  return and(...c)!;
}
