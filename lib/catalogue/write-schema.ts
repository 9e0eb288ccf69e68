import { z } from 'zod';
import { placeOfPostcode } from '@/lib/addresses/places';
import {
  availabilities,
  energyLabels,
  fixtures,
  PublicationStatus,
  propertyTypes,
  rentalPeriods,
  tenantTags,
} from '@/lib/db/schema/catalogue';
import { UPLOAD_RULE } from '@/lib/images/upload-limits';
import { amountsAboveLegalCap, cappedAmounts, LEGAL_CAP_MONTHS } from './rules';

/*
 * What a landlord writes about a group or a home (every field), validated once here and
 * used by the provider API and its OpenAPI document. Numeric enumerations keep their numbers (lib/db/schema/catalogue.ts).
 * A write replaces the whole resource: a field left out takes its default.
 */

const text = (max: number) => z.string().trim().max(max);
const kroner = z.number().int().min(0).max(10_000_000);
const count = z.number().int().min(0).max(50);

export const externalIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._~-]+$/, 'Letters, digits and . _ ~ - only');

export const publicationStatusNames = ['UNPUBLISHED', 'SHAREABLE', 'PUBLISHED', 'WAITING_LIST'] as const;
export type PublicationStatusName = (typeof publicationStatusNames)[number];
export const statusByName = PublicationStatus satisfies Record<PublicationStatusName, number>;
export const nameOfStatus = (status: number): PublicationStatusName =>
  publicationStatusNames.find((name) => statusByName[name] === status) ?? 'UNPUBLISHED';

export const groupWriteSchema = z
  .object({
    name: text(200).min(1),
    street: text(200).min(1).describe('Street and number, e.g. "Havnegade 12"'),
    postcode: z
      .string()
      .regex(/^\d{4}$/, 'Four digits')
      .refine((nr) => placeOfPostcode(nr) !== null, 'Not a Danish postcode'),
    // Denmark, Bornholm and Christiansø included; absent → the postcode's centre.
    lat: z.number().min(54.4).max(57.9).optional(),
    lng: z.number().min(7.9).max(15.3).optional(),
    description: text(20_000).default(''),
    isNewBuild: z.boolean().default(false),
    hasWaitingList: z.boolean().default(false),
    waitingListYearlyFee: z.number().int().min(0).max(100_000).default(0).describe('Whole kroner a year; 0 is a free list'),
    waitingListRequiresMitid: z
      .boolean()
      .default(false)
      .describe(
        'Only people who have confirmed their identity with MitID may sign up for the waiting list (members already on it stay). Refused while MitID is not switched on for this platform',
      ),
  })
  .refine((group) => (group.lat === undefined) === (group.lng === undefined), {
    message: 'Give both lat and lng, or neither',
    path: ['lat'],
  });
export type GroupWrite = z.output<typeof groupWriteSchema>;

const isoDate = z.iso.date();

export const homeWriteSchema = z.object({
  street: text(200).min(1).optional().describe("Defaults to the group's street"),
  floorDoor: text(50).min(1).nullable().default(null).describe('e.g. "2. tv."'),
  type: z.enum(propertyTypes).default('apartment'),
  rooms: z.number().int().min(1).max(50),
  sizeM2: z.number().int().min(1).max(10_000),
  monthlyRent: kroner,
  aconto: kroner.default(0),
  deposit: kroner.default(0),
  prepaidRent: kroner.default(0),
  wastewaterCost: kroner.default(0).describe('Kroner a year'),
  availability: z.enum(availabilities).default('available'),
  vacancyDate: isoDate.nullable().default(null),
  rentalPeriod: z.enum(rentalPeriods).default('unlimited'),
  elevator: z.boolean().default(false),
  energyLabel: z.enum(energyLabels).nullable().default(null),
  furnished: z.boolean().default(false),
  petsAllowed: z.boolean().default(false),
  shareable: z.boolean().default(false),
  builtYear: z.number().int().min(1200).max(2100).nullable().default(null),
  levels: z.number().int().min(1).max(10).default(1),
  levelAccess: z.boolean().default(false),
  plotArea: z.number().int().min(0).max(1_000_000).nullable().default(null),
  terraces: count.default(0),
  roofTerraces: count.default(0),
  balconies: count.default(0),
  balconyOrientation: z.literal([1, 2, 3, 4, 5, 6, 7, 8]).nullable().default(null).describe('1 N, 2 NE … 8 NW'),
  parking: z.literal([1, 2, 3, 4]).default(4).describe('1 included private, 2 included shared, 3 paid licence, 4 none'),
  evCharger: z.literal([1, 2, 3]).default(2).describe('1 yes, 2 no, 3 shared'),
  certification: z.literal([1, 2, 3, 4, 5]).nullable().default(null).describe('1 DGNB Platinum, 2 Gold, 3 Silver, 4 Bronze, 5 Nordic Swan'),
  onlyFor: z.literal([1, 2]).nullable().default(null).describe('1 students, 2 seniors'),
  tenantTags: z.array(z.enum(tenantTags)).max(tenantTags.length).default([]),
  fixtures: z.array(z.enum(fixtures)).max(fixtures.length).default([]),
  descriptionHeadline: text(200).default(''),
  description: text(20_000).default(''),
});
export type HomeWrite = z.output<typeof homeWriteSchema>;

/** At most this many homes in one bulk write: a large group's whole stock, well within the body limit. */
export const MAX_HOMES_PER_BULK_WRITE = 500;

/** A home of a bulk write: its own id, and the legal caps checked with its other fields. */
const bulkHomeSchema = homeWriteSchema
  .extend({ id: externalIdSchema.describe('Your own id for the home') })
  .superRefine((home, context) => {
    for (const field of amountsAboveLegalCap(home)) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `Above the Rent Act's cap of ${LEGAL_CAP_MONTHS * home.monthlyRent} kr.`,
      });
    }
  });

/**
 * A group's homes in one write, each with the company's own id. Every rule of a single home holds
 * for each, the legal caps included, so a client learns of every home that breaks one in a single
 * answer instead of one 422 at a time.
 */
export const homesBulkWriteSchema = z.object({
  homes: z
    .array(bulkHomeSchema)
    .min(1)
    .max(MAX_HOMES_PER_BULK_WRITE)
    .superRefine((homes, context) => {
      const seen = new Set<string>();
      homes.forEach((home, index) => {
        if (seen.has(home.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'The same id twice' });
        seen.add(home.id);
      });
    }),
});
export type HomesBulkWrite = z.output<typeof homesBulkWriteSchema>;

export const statusWriteSchema = z.object({ status: z.enum(publicationStatusNames) });
export const availabilityWriteSchema = z.object({
  availability: z.enum(availabilities),
  vacancyDate: isoDate.nullable().optional(),
});
export type AvailabilityWrite = z.output<typeof availabilityWriteSchema>;

/** A picture for a group: the form fields of a multipart/form-data upload. */
export const groupImageUploadSchema = z.object({
  file: z.file().describe(UPLOAD_RULE),
  alt: text(300).min(1).describe('What the picture shows, in Danish (alt text)'),
  altEn: text(300).default('').describe('The same in English; the Danish text is shown when empty'),
});
export type GroupImageUpload = z.output<typeof groupImageUploadSchema>;

export const homeImageKinds = ['photo', 'floorPlan'] as const;
export const homeImageUploadSchema = groupImageUploadSchema.extend({
  kind: z.enum(homeImageKinds).default('photo').describe("photo (added after the home's photos) or floorPlan (replaces its floor plan)"),
});
export type HomeImageUpload = z.output<typeof homeImageUploadSchema>;

/*
 * The answers, as zod schemas: the types below are inferred from them, so the OpenAPI document (made
 * from these schemas) describes exactly what the services return.
 */

/** Image ids of /api/image/find-public/{id}, in the order shown. */
const imageIds = z.array(z.number().int());

/** A home of a group as its company sees it, in short. */
export const companyHomeSchema = z.object({
  externalId: z.string().nullable(),
  slug: z.string(),
  street: z.string(),
  floorDoor: z.string().nullable(),
  rooms: z.number(),
  sizeM2: z.number(),
  monthlyRent: z.number().int(),
  deposit: z.number().int(),
  prepaidRent: z.number().int(),
  aboveLegalCap: z
    .array(z.enum(cappedAmounts))
    .describe("The amounts above lejeloven's cap of 3 months' rent, stored before the rule refused them"),
  availability: z.enum(availabilities),
  vacancyDate: z.iso.date().nullable(),
  imageIds: imageIds.describe('Photos in the order shown'),
  floorPlanImageId: z.number().int().nullable(),
});
export type CompanyHome = z.output<typeof companyHomeSchema>;

/** A group as its company sees it: every field, its status by name, and its homes in short. */
export const companyGroupSchema = z.object({
  externalId: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  district: z.string().describe("The postcode's postal district (`Aarhus C`), as addresses are written"),
  city: z.string(),
  publicationStatus: z.enum(publicationStatusNames),
  hasWaitingList: z.boolean(),
  waitingListRequiresMitid: z.boolean(),
  isNewBuild: z.boolean(),
  imageIds,
  homes: z.array(companyHomeSchema),
});
export type CompanyGroup = z.output<typeof companyGroupSchema>;

/** An uploaded picture as the API answers it. */
export const companyImageSchema = z.object({
  id: z.number().int(),
  url: z.string().describe('A 4:3 gallery-size variant; any other layout of /api/image/find-public/{id} works too'),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  alt: z.string(),
  altEn: z.string(),
});
export type CompanyImage = z.output<typeof companyImageSchema>;

/** What a bulk write did: the homes it made and those it replaced, by the company's ids, and the group after it. */
export const homesBulkResultSchema = z.object({ created: z.array(z.string()), replaced: z.array(z.string()), group: companyGroupSchema });
export type HomesBulkResult = z.output<typeof homesBulkResultSchema>;

/** What a write did: made the resource or changed an existing one. */
export type Upserted<T> = { created: boolean; value: T };
