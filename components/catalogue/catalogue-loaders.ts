import { getPublicGroup, getShareableGroup, getVisibleProperty } from '@/lib/catalogue/service';
import type { GroupSummary } from '@/lib/catalogue/repository';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { Locale } from '@/lib/i18n/routing';
import type { LoadedPage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';

function cityCrumb(group: GroupSummary): Crumb {
  const pathname = group.isNewBuild ? '/new-build/[slug]' : '/rental-housing/[slug]';
  return { label: group.city, href: { pathname, params: { slug: group.citySlug } } };
}

function groupCrumb(group: GroupSummary): Crumb {
  return { label: group.name, href: { pathname: '/property-group/[slug]', params: { slug: group.slug } } };
}

export function groupAddress(group: GroupSummary): string {
  return `${group.street}, ${group.postcode} ${group.city}`;
}

export async function loadPublicGroup({ slug }: { slug: string }): Promise<LoadedPage<GroupSummary> | null> {
  const group = await getPublicGroup(slug);
  return group && { title: group.name, intro: groupAddress(group), crumbs: [cityCrumb(group)], data: group };
}

export async function loadShareableGroup({ slug }: { slug: string }): Promise<LoadedPage<GroupSummary> | null> {
  const group = await getShareableGroup(slug);
  return group && { title: group.name, intro: groupAddress(group), noindex: true, data: group };
}

type GroupSubPage = 'openHouse' | 'waitingListApply' | 'waitingListConfirmation';

/** Pages below a public group: titled by `common.pages.<page>`, crumbs through the group. */
export function groupSubPageLoader(page: GroupSubPage, options: { noindex?: boolean } = {}) {
  return async ({ slug }: { slug: string }, locale: Locale): Promise<LoadedPage<GroupSummary> | null> => {
    const group = await getPublicGroup(slug);
    if (!group) return null;
    const { title, intro } = await pageTexts(page, locale, { name: group.name });
    return {
      title,
      intro: intro ?? groupAddress(group),
      crumbs: [cityCrumb(group), groupCrumb(group)],
      noindex: options.noindex,
      data: group,
    };
  };
}

export async function loadProperty({ slug }: { slug: string }) {
  const property = await getVisibleProperty(slug);
  if (!property) return null;
  const title = [property.street, property.floorDoor].filter(Boolean).join(', ');
  const crumbs = property.indexable ? [cityCrumb(property.group), groupCrumb(property.group)] : [];
  return {
    title,
    intro: `${property.group.postcode} ${property.group.city}`,
    crumbs,
    noindex: !property.indexable,
    data: property,
  };
}
