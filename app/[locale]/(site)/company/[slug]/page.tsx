import { entityRoutePage } from '@/components/layout/entity-page';
import { CompanyPageBody } from '@/components/catalogue/company-page-body';
import { getCompanyPage } from '@/lib/catalogue/service';
import { pageTag, tagPage } from '@/lib/cache/page-tags';
import { landlordTextLang } from '@/lib/i18n/landlord-text';
import { pageCompanyScope } from '@/components/white-label/page-host';

const page = entityRoutePage({
  route: '/company/[slug]',
  load: async ({ slug }: { slug: string }, locale) => {
    const data = await getCompanyPage(slug, locale, await pageCompanyScope());
    await tagPage(pageTag.company(slug));
    return data && { title: data.company.name, intro: data.company.about, introLang: landlordTextLang(locale), data };
  },
  body: ({ data }) => <CompanyPageBody page={data} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
