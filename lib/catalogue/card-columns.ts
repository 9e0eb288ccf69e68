import { sql } from 'drizzle-orm';
import { properties as p } from '@/lib/db/schema/catalogue';

/** The columns of a `PropertyCard` (lib/search/schema.ts): one definition for every list of homes. */
export const propertyCardColumns = {
  id: p.id,
  slug: p.slug,
  street: p.street,
  floorDoor: p.floorDoor,
  postcode: p.postcode,
  postcodeName: p.postcodeName,
  city: p.city,
  type: p.type,
  rooms: p.rooms,
  sizeM2: p.sizeM2,
  monthlyRent: p.monthlyRent,
  availability: p.availability,
  vacancyDate: p.vacancyDate,
  isNewBuild: p.isNewBuild,
  sponsored: p.sponsored,
  imageId: sql<number | null>`${p.imageIds}[1]`,
  lat: p.lat,
  lng: p.lng,
};
