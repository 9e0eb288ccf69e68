import { consolePage } from '@/components/providers/console-page';
import { EmbedSection } from '@/components/providers/embed-section';
import { siteUrl } from '@/lib/i18n/metadata';
import { getCompanyEmbed } from '@/lib/white-label/service';

/** Every member may fetch the snippet; which sites may show it is set with the company's white-label config. */
const page = consolePage({
  route: '/account/company/embed',
  titleKey: 'companyEmbed',
  section: 'embed',
  load: async ({ membership }) => ({ data: (await getCompanyEmbed(membership.companySlug))?.origins ?? [] }),
  body: ({ data, membership }) => <EmbedSection membership={membership} siteOrigin={siteUrl().origin} origins={data} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
