import { staticRoutePage } from '@/components/layout/route-page';
import { TownLinks } from '@/components/catalogue/town-links';
import { HomeListing } from '@/components/search/home-listing';
import { pageTag, tagPage } from '@/lib/cache/page-tags';

const page = staticRoutePage('/rental-housing', async (locale, searchParams) => {
  await tagPage(pageTag.listings);
  return (
    <>
      <TownLinks route="/rental-housing/[slug]" top={8} disclose />
      <HomeListing
        locale={locale}
        filters={{}}
        searchParams={searchParams}
        pageHref={(query) => ({ pathname: '/rental-housing', query })}
      />
    </>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
