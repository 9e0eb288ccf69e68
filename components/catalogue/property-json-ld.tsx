import type { Locale } from '@/lib/i18n/routing';
import type { PropertyPage } from '@/lib/catalogue/schema';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, accommodationType, geo, imageUrls, postalAddress, schemaAvailability } from './structured-data';

/**
 * The home as schema.org Apartment/House with its rent as an Offer. Places cannot carry offers, so
 * the home is also typed Product, as schema.org's own guide does for hotel rooms.
 */
export function PropertyJsonLd({ property, title, locale }: { property: PropertyPage; title: string; locale: Locale }) {
  const url = absoluteUrl(locale, { pathname: '/property/[slug]', params: { slug: property.slug } });
  const { group, costs } = property;
  const data = {
    '@type': [accommodationType(property.type), 'Product'],
    name: title,
    description: property.descriptionHeadline || property.description,
    url,
    image: imageUrls(property.images.map((image) => image.id)),
    address: postalAddress(property, title),
    geo: geo(property),
    numberOfRooms: property.rooms,
    floorSize: { '@type': 'QuantitativeValue', value: property.sizeM2, unitCode: 'MTK' },
    petsAllowed: property.petsAllowed,
    ...(property.builtYear ? { yearBuilt: property.builtYear } : {}),
    containedInPlace: {
      '@type': 'Residence',
      name: group.name,
      url: absoluteUrl(locale, { pathname: '/property-group/[slug]', params: { slug: group.slug } }),
    },
    offers: {
      '@type': 'Offer',
      url,
      price: costs.monthlyRent,
      priceCurrency: 'DKK',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: costs.monthlyRent, priceCurrency: 'DKK', unitCode: 'MON' },
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      ...(schemaAvailability(property.availability) ? { availability: schemaAvailability(property.availability) } : {}),
      ...(property.vacancyDate ? { availabilityStarts: property.vacancyDate } : {}),
      seller: {
        '@type': 'Organization',
        name: group.company.name,
        url: absoluteUrl(locale, { pathname: '/company/[slug]', params: { slug: group.company.slug } }),
      },
    },
  };
  return <JsonLd data={data} />;
}
