import { z } from 'zod';
import { energyLabels, propertyTypes, rentalPeriods } from '@/lib/catalogue/schema';
import { isWellFormedCursor } from './cursor';

export const sortOptions = ['newest', 'rentAsc', 'rentDesc', 'sizeAsc', 'sizeDesc'] as const;
export type SortOption = (typeof sortOptions)[number];
export const searchViews = ['list', 'grid', 'map'] as const;
export type SearchView = (typeof searchViews)[number];

/** `city:aarhus`, `postcode:8000` or `municipality:0751` — the location filter as it sits in the URL. */
export const locationParamSchema = z
  .string()
  .regex(/^(city:[a-z0-9-]{1,60}|postcode:\d{4}|municipality:\d{4})$/)
  .transform((value) => {
    const [kind, key] = value.split(':') as ['city' | 'postcode' | 'municipality', string];
    return { kind, key };
  });
export type LocationFilter = z.output<typeof locationParamSchema>;

const flag = z
  .enum(['1', 'true'])
  .optional()
  .transform((v) => v !== undefined);
/**
 * "Vis også kommende boliger" (homes free later, new builds under construction) is ticked unless
 * the URL says `upcoming=0`: a search shows every home by default, and the box only ever adds homes.
 */
const includeUpcoming = z
  .enum(['0', '1', 'false', 'true'])
  .optional()
  .transform((v) => v !== '0' && v !== 'false');
const amount = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',') : []))
    .pipe(z.array(z.enum(values)).max(values.length));

/** Where the keys of the search schema's refusals live (the route answers in the same words). */
export const searchMessages = { namespace: 'search.errors' };

/** Every search filter, parsed from URL query parameters (the whole state lives in the URL). */
export const searchQuerySchema = z
  .object({
    sted: locationParamSchema.optional(),
    q: z.string().trim().max(100).optional(),
    rentMin: amount(200_000),
    rentMax: amount(200_000),
    sizeMin: amount(10_000),
    sizeMax: amount(10_000),
    roomsMin: amount(50),
    roomsMax: amount(50),
    type: list(propertyTypes),
    availableFrom: z.iso.date().optional(),
    upcoming: includeUpcoming,
    newBuild: flag,
    pets: flag,
    furnished: flag,
    shareable: flag,
    elevator: flag,
    balcony: flag,
    parking: flag,
    evCharger: flag,
    energyLabel: z.enum(energyLabels).optional(),
    tenant: z.enum(['senior', 'student', 'none']).optional(),
    rentalPeriod: list(rentalPeriods),
    sort: z.enum(sortOptions).default('newest'),
    // One of another sort is let through (and ignored): the person changed the sort.
    cursor: z.string().max(200).refine(isWellFormedCursor, 'invalidCursor').optional(),
    view: z.enum(searchViews).default('list'),
  })
  .strip();

export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchFilters = Omit<SearchQuery, 'sort' | 'cursor' | 'view'>;

export const bboxSchema = z
  .string()
  .transform((v) => v.split(',').map(Number))
  .pipe(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().min(-90).max(90)]))
  .refine(([minLng, minLat, maxLng, maxLat]) => minLng < maxLng && minLat < maxLat);
export type Bbox = z.output<typeof bboxSchema>;

export const mapQuerySchema = searchQuerySchema.extend({ bbox: bboxSchema });

export type PropertyCard = {
  id: number;
  slug: string;
  street: string;
  floorDoor: string | null;
  postcode: string;
  postcodeName: string;
  city: string;
  type: (typeof propertyTypes)[number];
  rooms: number;
  sizeM2: number;
  monthlyRent: number;
  availability: 'available' | 'reserved' | 'rented' | 'unknown';
  vacancyDate: string | null;
  isNewBuild: boolean;
  sponsored: boolean;
  imageId: number | null;
  imageAlt: string;
  lat: number;
  lng: number;
};

/** `total` is exact up to the count cap; `totalIsCapped` says there are more than that. */
export type SearchPage = { items: PropertyCard[]; total: number; totalIsCapped: boolean; nextCursor: string | null };

export type MapPoint = Pick<PropertyCard, 'id' | 'slug' | 'lat' | 'lng' | 'monthlyRent' | 'rooms' | 'sizeM2' | 'street' | 'floorDoor'>;
export type Cluster = { lat: number; lng: number; count: number };

/** Clusters: `total` sums the clusters shown, those whose homes are on average inside the area. */
export type MapResult = { kind: 'points'; total: number; points: MapPoint[] } | { kind: 'clusters'; total: number; clusters: Cluster[] };
