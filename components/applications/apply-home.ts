import type { PropertyPage } from '@/lib/catalogue/schema';

/** The little the apply form needs to know about a home. */
export type ApplyHome = { slug: string; address: string; company: string; external: boolean };

export function applyHomeOf(property: PropertyPage): ApplyHome {
  return {
    slug: property.slug,
    address: [property.street, property.floorDoor].filter(Boolean).join(', '),
    company: property.group.company.name,
    external: property.group.company.handlesApplicationsExternally,
  };
}
