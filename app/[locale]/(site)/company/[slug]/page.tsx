import { entityRoutePage } from '@/components/layout/entity-page';
import { getCompany } from '@/lib/catalogue/service';

const page = entityRoutePage({
  route: '/company/[slug]',
  load: async ({ slug }: { slug: string }) => {
    const company = await getCompany(slug);
    return company && { title: company.name, intro: company.about, data: company };
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
