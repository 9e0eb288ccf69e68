import { staticRoutePage } from '@/components/layout/route-page';
import { TownLinks } from '@/components/catalogue/town-links';
import { HomeListing } from '@/components/search/home-listing';
import { pageTag, tagPage } from '@/lib/cache/page-tags';

const page = staticRoutePage('/new-build', async (locale, searchParams) => {
  await tagPage(pageTag.listings);
  return (
    <>
      <TownLinks route="/new-build/[slug]" top={8} disclose />
      <HomeListing
        locale={locale}
        filters={{ newBuild: '1' }}
        searchParams={searchParams}
        pageHref={(query) => ({ pathname: '/new-build', query })}
      />
    </>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
