import { api } from '@/lib/api/client';
import { districtOf } from '@/lib/catalogue/address';
import type { PropertyCard } from '@/lib/search/schema';
import { siteUrl } from '@/lib/i18n/metadata';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Href = Parameters<typeof getPathname>[0]['href'];
type Place = { street: string; postcode: string; postcodeName: string; city: string; lat: number; lng: number };

/** Search engines need absolute addresses; pages link through the routing table like everywhere else. */
export function absoluteUrl(locale: Locale, href: Href): string {
  return new URL(getPathname({ locale, href }), siteUrl()).toString();
}

export function imageUrls(ids: number[]): string[] {
  return ids.map((id) => new URL(api.imageUrl(id, { width: 1200, aspectRatio: '4:3', scaleFactor: 1 }), siteUrl()).toString());
}

export function accommodationType(type: PropertyCard['type']): 'Apartment' | 'House' {
  return type === 'apartment' ? 'Apartment' : 'House';
}

export function postalAddress(place: Place, streetAddress = place.street) {
  return {
    '@type': 'PostalAddress',
    streetAddress,
    postalCode: place.postcode,
    addressLocality: districtOf(place),
    addressCountry: 'DK',
  };
}

export function geo(place: Place) {
  return { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng };
}

const itemAvailability: Record<PropertyCard['availability'], string | undefined> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  rented: 'https://schema.org/SoldOut',
  unknown: undefined,
};

export function schemaAvailability(availability: PropertyCard['availability']): string | undefined {
  return itemAvailability[availability];
}
