import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** SPEC §3 publication status; the numbers are part of the contract. */
export const PublicationStatus = { UNPUBLISHED: 1, SHAREABLE: 2, PUBLISHED: 3, WAITING_LIST: 4 } as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  about: text('about').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  handlesApplicationsExternally: boolean('handles_applications_externally').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const propertyGroups = pgTable(
  'property_groups',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    isNewBuild: boolean('is_new_build').notNull().default(false),
    publicationStatus: smallint('publication_status').$type<PublicationStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_groups_company_idx').on(t.companyId), index('property_groups_city_idx').on(t.citySlug)],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    groupId: integer('group_id').notNull().references(() => propertyGroups.id),
    street: text('street').notNull(),
    floorDoor: text('floor_door'),
    rooms: smallint('rooms').notNull(),
    sizeM2: integer('size_m2').notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('properties_group_idx').on(t.groupId)],
);
