import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SearchFilters } from '../../search/schema';
import { users } from './accounts';
import type { EnergyLabel, PropertyType, RentalPeriod } from './catalogue';

export const savedSearchFrequencies = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

/**
 * A person's saved /soeg search. `filters` is the parsed search query (lib/search/schema.ts), the
 * one source for reopening the search and for counting its matches with the search service.
 *
 * The criteria are ALSO kept as plain columns so that alerts can find, in one SQL query, every
 * search a new home matches (`home.monthly_rent between coalesce(rent_min, 0) and coalesce(rent_max,
 * ∞)`, `city_slug is null or city_slug = home.city_slug`, …) without loading searches into Node.
 * The rule for each column: null (or false, or an empty array) means "any"; a value is a bound or a
 * requirement. Location: exactly one of city_slug, postcode, municipality_code is set, or none.
 * The columns are written only from `filters` (lib/saved-searches/repository.ts `criteriaOf`), so
 * the two never disagree. `q` (free text) is matched with the same Danish tsquery as /soeg.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SearchFilters>().notNull(),
    frequency: text('frequency').$type<SavedSearchFrequency>().notNull().default('daily'),
    citySlug: text('city_slug'),
    postcode: text('postcode'),
    municipalityCode: text('municipality_code'),
    q: text('q'),
    rentMin: integer('rent_min'),
    rentMax: integer('rent_max'),
    sizeMin: integer('size_min'),
    sizeMax: integer('size_max'),
    roomsMin: integer('rooms_min'),
    roomsMax: integer('rooms_max'),
    types: text('types').array().$type<PropertyType[]>(),
    rentalPeriods: text('rental_periods').array().$type<RentalPeriod[]>(),
    availableFrom: date('available_from'),
    upcoming: boolean('upcoming').notNull().default(false),
    newBuild: boolean('new_build').notNull().default(false),
    pets: boolean('pets').notNull().default(false),
    furnished: boolean('furnished').notNull().default(false),
    shareable: boolean('shareable').notNull().default(false),
    elevator: boolean('elevator').notNull().default(false),
    balcony: boolean('balcony').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    evCharger: boolean('ev_charger').notNull().default(false),
    /** The worst label accepted: a home matches with this label or a better one (as /soeg). */
    energyLabel: text('energy_label').$type<EnergyLabel>(),
    tenant: text('tenant').$type<'senior' | 'student' | 'none'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // Where alerts start: a home's town, postcode or municipality narrows the candidates first.
    index('saved_searches_city_idx').on(t.citySlug, t.frequency),
    index('saved_searches_postcode_idx').on(t.postcode, t.frequency),
    index('saved_searches_municipality_idx').on(t.municipalityCode, t.frequency),
  ],
);
