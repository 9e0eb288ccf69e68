import { sql, type SQL } from 'drizzle-orm';

/**
 * Which public homes a published figure is about: one home, one group's, one company's, a town's or a
 * postcode's, named as the public pages name them (by slug) or the provider API (its company).
 * Other areas' statements about homes (their lettings) take it from here, so every figure draws the
 * same line around a place.
 */
export type HomeScope = { homeSlug: string } | { groupSlug: string } | { companyId: number } | { citySlug: string } | { postcode: string };

/**
 * SQL over the `properties` row named `alias` in a raw statement: the home is public (its group's
 * status, the catalogue's `is_public` copy) and in the scope.
 */
export function homeScopeSql(scope: HomeScope, alias: string): SQL {
  const p = sql.raw(alias);
  const where =
    'homeSlug' in scope
      ? sql`${p}.slug = ${scope.homeSlug}`
      : 'groupSlug' in scope
        ? sql`${p}.group_id = (select id from property_groups where slug = ${scope.groupSlug})`
        : 'companyId' in scope
          ? sql`${p}.group_id in (select id from property_groups where company_id = ${scope.companyId})`
          : 'citySlug' in scope
            ? sql`${p}.city_slug = ${scope.citySlug}`
            : sql`${p}.postcode = ${scope.postcode}`;
  return sql`${p}.is_public and ${where}`;
}
