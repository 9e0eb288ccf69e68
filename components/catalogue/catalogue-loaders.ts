import { getTranslations } from '@/lib/i18n/translations';
import { districtOf, postalLine } from '@/lib/catalogue/address';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import type { GroupPage, GroupSummary } from '@/lib/catalogue/schema';
import { getGroupPage, getVisibleProperty } from '@/lib/catalogue/service';
import { homeOutcome } from '@/lib/open-books/service';
import { homeRentComparison } from '@/lib/open-books/rent-service';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { LoadedPage } from '@/components/layout/entity-page';
import { pageCompanyScope } from '@/components/white-label/page-host';

type GroupPlace = Pick<GroupSummary, 'city' | 'citySlug' | 'isNewBuild'>;

function cityCrumb(group: GroupPlace): Crumb {
  const pathname = group.isNewBuild ? '/new-build/[slug]' : '/rental-housing/[slug]';
  return { label: group.city, href: { pathname, params: { slug: group.citySlug } } };
}

function groupCrumb(group: Pick<GroupSummary, 'name' | 'slug'>): Crumb {
  return { label: group.name, href: { pathname: '/property-group/[slug]', params: { slug: group.slug } } };
}

/** `Street 12, 8000 Aarhus C`: the postal district when known, else the town. */
export function groupAddress(group: Pick<GroupSummary, 'street' | 'postcode' | 'city'> & { postcodeName?: string }): string {
  return `${group.street}, ${postalLine({ postcode: group.postcode, district: districtOf(group) })}`;
}

export async function loadPublicGroup({ slug }: { slug: string }, locale: Locale): Promise<LoadedPage<GroupPage> | null> {
  const group = await getGroupPage(slug, 'public', locale, await pageCompanyScope());
  await tagPage(pageTag.group(slug));
  return group && { title: group.name, intro: groupAddress(group), crumbs: [cityCrumb(group)], data: group };
}

export async function loadShareableGroup({ slug }: { slug: string }, locale: Locale): Promise<LoadedPage<GroupPage> | null> {
  const group = await getGroupPage(slug, 'shareable', locale, await pageCompanyScope());
  return group && { title: group.name, intro: groupAddress(group), noindex: true, data: group };
}

/** A home titled by its address; homes of shareable groups get no crumbs that would name the group's public path. */
export async function loadProperty({ slug }: { slug: string }, locale: Locale = defaultLocale) {
  const property = await getVisibleProperty(slug, locale, await pageCompanyScope());
  if (!property) return null;
  const [outcome, rent] = await Promise.all([homeOutcome(slug), homeRentComparison({ slug, citySlug: property.group.citySlug })]);
  // Its neighbours are listed on it, and its group's name and address: the group's tag covers all.
  await tagPage(pageTag.group(property.group.slug));
  const [t, g] = await Promise.all([getTranslations({ locale, namespace: 'property' }), getTranslations({ locale, namespace: 'general' })]);
  const title = [property.street, property.floorDoor].filter(Boolean).join(', ');
  const crumbs = property.indexable ? [cityCrumb(property.group), groupCrumb(property.group)] : [];
  const intro = t('summary', {
    type: g(`propertyType.${property.type}`),
    size: property.sizeM2,
    rooms: property.rooms,
    postcode: property.postcode,
    district: districtOf(property),
  });
  // A let home stays reachable with what happened to it; once the letting is old it leaves search engines.
  const stale = property.availability === 'rented' && outcome !== null && !outcome.indexable;
  return { title, intro, crumbs, noindex: !property.indexable || stale, data: { ...property, outcome, rent } };
}
