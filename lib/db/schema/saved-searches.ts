import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import type { SearchFilters } from '../../search/schema';
import { users } from './accounts';
import { properties, type EnergyLabel, type PropertyType, type RentalPeriod } from './catalogue';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** The upper rent bound as matched: none is no bound (int4's largest value). */
const NO_RENT_CEILING = 2_147_483_647;

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
 * requirement (`upcoming` the other way round: true, the default, lets in homes free later).
 * Location: exactly one of city_slug, postcode, municipality_code is set, or none.
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
    /** Homes free later too (the search's "Vis også kommende boliger", ticked unless left out). */
    upcoming: boolean('upcoming').notNull().default(true),
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
    /** `q` as /soeg's Danish prefix tsquery (lib/search/conditions prefixQuery), parsed once when saved. */
    tsQuery: tsquery('ts_query'),
    /**
     * The location as one key (`city:aarhus`, `postcode:8000`, `municipality:0751`, '' for anywhere),
     * the rent ceiling, and the lower bounds with 0 for none: alerts look a home's searches up by
     * (place, rent_ceiling) in an index that also holds the floors, so most searches that do not fit
     * are passed over without reading their rows.
     */
    place: text('place')
      .notNull()
      .generatedAlwaysAs(sql`coalesce('city:' || city_slug, 'postcode:' || postcode, 'municipality:' || municipality_code, '')`),
    rentCeiling: integer('rent_ceiling')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(rent_max, ${sql.raw(String(NO_RENT_CEILING))})`),
    rentFloor: integer('rent_floor')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(rent_min, 0)`),
    roomsFloor: integer('rooms_floor')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(rooms_min, 0)`),
    sizeFloor: integer('size_floor')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(size_min, 0)`),
    /** The language the search was saved in, which its alert mails are written in. */
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // Where alerts start: a home's town, postcode or municipality narrows the candidates first.
    index('saved_searches_city_idx').on(t.citySlug, t.frequency),
    index('saved_searches_postcode_idx').on(t.postcode, t.frequency),
    index('saved_searches_municipality_idx').on(t.municipalityCode, t.frequency),
    index('saved_searches_alert_idx')
      .on(t.place, t.rentCeiling, t.rentFloor, t.roomsFloor, t.sizeFloor)
      .where(sql`frequency <> 'off'`),
  ],
);

/**
 * What one matching run found for a saved search: the homes, as one array per search and run, so a
 * batch of 1,000 new homes costs one row per search it interests rather than one per home (the alerts'
 * benchmark). `mailed_at` is set when the search's frequency came due and its person's mail was made.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    id: serial('id').primaryKey(),
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyIds: integer('property_ids').array().notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('saved_search_hits_search_idx').on(t.searchId),
    index('saved_search_hits_unmailed_idx')
      .on(t.foundAt)
      .where(sql`mailed_at is null`),
  ],
);

/**
 * The homes each saved search has been sent, once per search and home (the key): a home found
 * again (a lower rent, free again) is not sent to the same search twice. `matched_at` and
 * `mailed_at` are both the time of the mail that carried it (or of the link to the rest).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.propertyId] })],
);

/** Unsubscribe links already used (the SHA-256 of each), so a replayed link changes nothing again. */
export const savedSearchUnsubscribes = pgTable('saved_search_unsubscribes', {
  tokenHash: text('token_hash').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
