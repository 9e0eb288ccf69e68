import { getTranslations } from '@/lib/i18n/translations';
import { groupAddress } from '@/components/catalogue/catalogue-loaders';
import { entityRoutePage } from '@/components/layout/entity-page';
import { OpenHouseJsonLd } from '@/components/open-house/open-house-json-ld';
import { OpenHousePageBody } from '@/components/open-house/open-house-page-body';
import { pageCompanyScope } from '@/components/white-label/page-host';
import { getGroupPage } from '@/lib/catalogue/service';
import type { Locale } from '@/lib/i18n/routing';
import { listUpcomingOpenHouses } from '@/lib/open-house/service';

/** A group's open houses: there exactly when the group's own page is (public, on a host that shows its company). */
async function load({ slug }: { slug: string }, locale: Locale) {
  const group = await getGroupPage(slug, 'public', locale, await pageCompanyScope());
  if (!group) return null;
  const t = await getTranslations({ locale, namespace: 'property.openHouse' });
  return {
    title: t('title', { group: group.name }),
    intro: groupAddress(group),
    crumbs: [{ label: group.name, href: { pathname: '/property-group/[slug]', params: { slug } } as const }],
    data: { group, events: await listUpcomingOpenHouses(slug) },
  };
}

const page = entityRoutePage({
  route: '/property-group/[slug]/open-house',
  load,
  body: ({ data }, locale, searchParams) => (
    <>
      <OpenHouseJsonLd group={data.group} events={data.events} locale={locale} />
      <OpenHousePageBody
        group={{ slug: data.group.slug, name: data.group.name }}
        events={data.events}
        locale={locale}
        searchParams={searchParams}
      />
    </>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
