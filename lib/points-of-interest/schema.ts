import { z } from 'zod';

/** What the property page lists near a home, one of each. */
export const poiKinds = ['transit', 'school', 'shop', 'daycare'] as const;
export type PoiKind = (typeof poiKinds)[number];

/** A place as the adapter hands it on. */
export type Place = { kind: PoiKind; name: string; lat: number; lng: number };

/** The nearest place of one kind, where it is, and the estimated walk from the home. */
export type NearbyPlace = { kind: PoiKind; name: string; lat: number; lng: number; walkingMetres: number; walkingMinutes: number };

/**
 * One feature of a Geoapify-style places answer (a GeoJSON FeatureCollection). Only what we read;
 * the rest of the feature is dropped. Places without a name (many bus stops) cannot be listed.
 */
export const placeFeatureSchema = z.object({
  properties: z.object({ name: z.string().trim().min(1).max(200) }),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
});

export const placesAnswerSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });
