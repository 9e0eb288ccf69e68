import { staticRoutePage } from '@/components/layout/route-page';
import { TownLinks } from '@/components/catalogue/town-links';
import { FollowableNewBuilds } from '@/components/interest-lists/followable-new-builds';
import { HomeListing } from '@/components/search/home-listing';
import { pageTag, tagPage } from '@/lib/cache/page-tags';

const page = staticRoutePage('/new-build', async (locale, searchParams) => {
  await tagPage(pageTag.listings);
  return (
    <>
      <TownLinks route="/new-build/[slug]" top={8} disclose />
      <FollowableNewBuilds />
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
