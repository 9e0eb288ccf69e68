import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The numeric enumerations of a home; the numbers are part of the contract. */
export const PublicationStatus = { UNPUBLISHED: 1, SHAREABLE: 2, PUBLISHED: 3, WAITING_LIST: 4 } as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];

export type Visibility = 'hidden' | 'shareable' | 'public';

/**
 * Who may see a group and its homes: PUBLISHED and WAITING_LIST groups are public; a SHAREABLE one is
 * reached by its link only; the rest are hidden. It sits with the statuses, below the areas, because
 * the images area (which the catalogue uses) must not import the catalogue; the catalogue's queries
 * take it through lib/catalogue/visibility.
 */
export function visibilityOf(status: PublicationStatus): Visibility {
  switch (status) {
    case PublicationStatus.PUBLISHED:
    case PublicationStatus.WAITING_LIST:
      return 'public';
    case PublicationStatus.SHAREABLE:
      return 'shareable';
    default:
      return 'hidden';
  }
}
export const Parking = { INCLUDED_PRIVATE: 1, INCLUDED_SHARED: 2, PAID_LICENSE: 3, NONE: 4 } as const;
export type Parking = (typeof Parking)[keyof typeof Parking];
export const EvCharger = { YES: 1, NO: 2, SHARED: 3 } as const;
export type EvCharger = (typeof EvCharger)[keyof typeof EvCharger];
export const Certification = { DGNB_PLATINUM: 1, DGNB_GOLD: 2, DGNB_SILVER: 3, DGNB_BRONZE: 4, NORDIC_SWAN: 5 } as const;
export type Certification = (typeof Certification)[keyof typeof Certification];
export const OnlyFor = { STUDENTS: 1, SENIORS: 2 } as const;
export type OnlyFor = (typeof OnlyFor)[keyof typeof OnlyFor];
/** 1 = N, 2 = NE … 8 = NW, clockwise. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const propertyTypes = ['apartment', 'townhouse', 'house'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const availabilities = ['available', 'reserved', 'rented', 'unknown'] as const;
export type Availability = (typeof availabilities)[number];
export const rentalPeriods = ['under12Months', 'over12Months', 'unlimited'] as const;
export type RentalPeriod = (typeof rentalPeriods)[number];
export const energyLabels = ['A2020', 'A2015', 'A2010', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabel = (typeof energyLabels)[number];
export const fixtures = [
  'washingMachine',
  'dryer',
  'cooker',
  'refrigerator',
  'freezer',
  'fridgeFreezer',
  'dishwasher',
  'washerDryer',
  'cookerHood',
  'other',
] as const;
export type Fixture = (typeof fixtures)[number];
export const tenantTags = ['DK:type:senior', 'DK:type:student'] as const;
export type TenantTag = (typeof tenantTags)[number];

/**
 * The predicate of the partial search indexes: public homes that are not let. Queries
 * take it as `searchableHomeCondition()` from lib/catalogue/visibility, the one visibility rule.
 */
export const searchable = sql`is_public and availability <> 'rented'`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  about: text('about').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  logoImageId: integer('logo_image_id'),
  handlesApplicationsExternally: boolean('handles_applications_externally').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const propertyGroups = pgTable(
  'property_groups',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    /** The postal district (`8000 Aarhus C`); `city` is the town the group is listed under. */
    postcodeName: text('postcode_name').notNull().default(''),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    description: text('description').notNull().default(''),
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isNewBuild: boolean('is_new_build').notNull().default(false),
    publicationStatus: smallint('publication_status').$type<PublicationStatus>().notNull(),
    hasWaitingList: boolean('has_waiting_list').notNull().default(false),
    /** Whole kroner per year; 0 means a free waiting list. */
    waitingListYearlyFee: integer('waiting_list_yearly_fee').notNull().default(0),
    /** Only people whose identity MitID confirmed may sign up for the group's waiting list. */
    waitingListRequiresMitid: boolean('waiting_list_requires_mitid').notNull().default(false),
    /** The company's own id for the group (its CRM's), by which the provider API upserts it. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_groups_company_idx').on(t.companyId),
    index('property_groups_city_idx').on(t.citySlug),
    uniqueIndex('property_groups_external_idx').on(t.companyId, t.externalId),
  ],
);

/**
 * Homes. Location and visibility are copied from the group so that search filters one table with
 * its own indexes; visibility is kept in step by lib/catalogue/publication-repository.ts.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    groupId: integer('group_id')
      .notNull()
      .references(() => propertyGroups.id),
    street: text('street').notNull(),
    floorDoor: text('floor_door'),
    postcode: text('postcode').notNull().default(''),
    postcodeName: text('postcode_name').notNull().default(''),
    city: text('city').notNull().default(''),
    citySlug: text('city_slug').notNull().default(''),
    municipalityCode: text('municipality_code').notNull().default(''),
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    /**
     * A copy of the group's visibility (`isPublicStatus` in lib/catalogue/visibility) so that search
     * filters one table. No default: the catalogue repository (and the demo seed) write it from the group's status.
     */
    isPublic: boolean('is_public').notNull(),
    isNewBuild: boolean('is_new_build').notNull().default(false),
    type: text('type').$type<PropertyType>().notNull().default('apartment'),
    rooms: smallint('rooms').notNull(),
    sizeM2: integer('size_m2').notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    aconto: integer('aconto').notNull().default(0),
    deposit: integer('deposit').notNull().default(0),
    prepaidRent: integer('prepaid_rent').notNull().default(0),
    wastewaterCost: integer('wastewater_cost').notNull().default(0),
    availability: text('availability').$type<Availability>().notNull().default('available'),
    vacancyDate: date('vacancy_date', { mode: 'string' }),
    rentalPeriod: text('rental_period').$type<RentalPeriod>().notNull().default('unlimited'),
    elevator: boolean('elevator').notNull().default(false),
    energyLabel: text('energy_label').$type<EnergyLabel>(),
    furnished: boolean('furnished').notNull().default(false),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    shareable: boolean('shareable').notNull().default(false),
    builtYear: smallint('built_year'),
    levels: smallint('levels').notNull().default(1),
    levelAccess: boolean('level_access').notNull().default(false),
    plotArea: integer('plot_area'),
    terraces: smallint('terraces').notNull().default(0),
    roofTerraces: smallint('roof_terraces').notNull().default(0),
    balconies: smallint('balconies').notNull().default(0),
    balconyOrientation: smallint('balcony_orientation').$type<Orientation>(),
    parking: smallint('parking').$type<Parking>().notNull().default(4),
    evCharger: smallint('ev_charger').$type<EvCharger>().notNull().default(2),
    certification: smallint('certification').$type<Certification>(),
    onlyFor: smallint('only_for').$type<OnlyFor>(),
    tenantTags: text('tenant_tags')
      .array()
      .$type<TenantTag[]>()
      .notNull()
      .default(sql`'{}'`),
    fixtures: text('fixtures')
      .array()
      .$type<Fixture[]>()
      .notNull()
      .default(sql`'{}'`),
    descriptionHeadline: text('description_headline').notNull().default(''),
    description: text('description').notNull().default(''),
    sponsored: boolean('sponsored').notNull().default(false),
    imageIds: integer('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    floorPlanImageId: integer('floor_plan_image_id'),
    /** The company's own id for the home, unique within its group; the provider API upserts by it. */
    externalId: text('external_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('danish', coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postcode, '') || ' ' || coalesce(description_headline, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Search indexes are partial on exactly the condition every search starts with, and ascending:
  // a backward scan serves the descending sorts (DESC NULLS FIRST needs no index of its own).
  // A search in a place walks that place's homes in the sort order (location first, then the sort
  // key and id for the keyset), and the capped count reads the index alone: it ends with the columns
  // people filter on most (rent, size, rooms). PostgreSQL's INCLUDE would do the same, but drizzle
  // cannot declare it, and key columns after the unique id change no order.
  (t) => [
    index('properties_group_idx').on(t.groupId),
    uniqueIndex('properties_external_idx').on(t.groupId, t.externalId),
    index('properties_newest_idx').on(t.publishedAt, t.id).where(searchable),
    index('properties_rent_idx').on(t.monthlyRent, t.id).where(searchable),
    index('properties_size_idx').on(t.sizeM2, t.id).where(searchable),
    ...(['city', 'postcode', 'municipality'] as const).flatMap((place) => {
      const at = { city: t.citySlug, postcode: t.postcode, municipality: t.municipalityCode }[place];
      return [
        index(`properties_${place}_newest_idx`).on(at, t.publishedAt, t.id, t.monthlyRent, t.sizeM2, t.rooms).where(searchable),
        index(`properties_${place}_rent_idx`).on(at, t.monthlyRent, t.id, t.sizeM2, t.rooms).where(searchable),
        index(`properties_${place}_size_idx`).on(at, t.sizeM2, t.id, t.monthlyRent, t.rooms).where(searchable),
      ];
    }),
    // The map: an area is a range of longitudes, and its clusters and counts need nothing else.
    index('properties_map_idx').on(t.lng, t.lat, t.rooms, t.monthlyRent, t.sizeM2).where(searchable),
    index('properties_search_idx').using('gin', t.searchVector),
  ],
);

/** What happened to a home that may interest someone with a saved search. */
export const homeEventKinds = ['published', 'priceLowered', 'availableAgain'] as const;
export type HomeEventKind = (typeof homeEventKinds)[number];

/**
 * The outbox of home changes for alerts: written by the catalogue repositories in the transaction of
 * the change itself, so no published home, lowered price or home available again is missed. The
 * send-alerts job matches each event against the saved searches once (`matched_at`).
 * `starts_letting`: the group had no home open to search until this one, so its interest list hears.
 */
export const homeEvents = pgTable(
  'home_events',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HomeEventKind>().notNull(),
    startsLetting: boolean('starts_letting').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  (t) => [
    index('home_events_unmatched_idx')
      .on(t.id)
      .where(sql`matched_at is null`),
  ],
);
