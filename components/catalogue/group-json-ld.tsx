import type { Locale } from '@/lib/i18n/routing';
import type { GroupPage } from '@/lib/catalogue/schema';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, accommodationType, geo, imageUrls, postalAddress } from './structured-data';

/** A group of flats is an ApartmentComplex (which can count its homes); houses and townhouses a Residence. */
export function GroupJsonLd({ group, locale }: { group: GroupPage; locale: Locale }) {
  const complex = group.homes.some((home) => home.type === 'apartment');
  const data = {
    '@type': complex ? 'ApartmentComplex' : 'Residence',
    name: group.name,
    description: group.description,
    url: absoluteUrl(locale, { pathname: '/property-group/[slug]', params: { slug: group.slug } }),
    image: imageUrls(group.images.map((image) => image.id)),
    address: postalAddress(group),
    geo: geo(group),
    ...(complex ? { numberOfAccommodationUnits: group.stats.homes, numberOfAvailableAccommodationUnits: group.stats.available } : {}),
    containsPlace: group.homes.map((home) => ({
      '@type': accommodationType(home.type),
      name: [home.street, home.floorDoor].filter(Boolean).join(', '),
      url: absoluteUrl(locale, { pathname: '/property/[slug]', params: { slug: home.slug } }),
    })),
  };
  return <JsonLd data={data} />;
}
