import { entityRoutePage } from '@/components/layout/entity-page';
import { loadShareableGroup } from '@/components/catalogue/catalogue-loaders';
import { GroupPageBody } from '@/components/catalogue/group-page-body';

const page = entityRoutePage({
  route: '/property-group/shared/[slug]',
  load: loadShareableGroup,
  body: ({ data }, locale) => <GroupPageBody group={data} locale={locale} path="shareable" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
