import { entityRoutePage } from '@/components/layout/entity-page';
import { loadPublicGroup } from '@/components/catalogue/catalogue-loaders';
import { GroupPageBody } from '@/components/catalogue/group-page-body';

const page = entityRoutePage({
  route: '/property-group/[slug]',
  load: loadPublicGroup,
  body: ({ data }, locale) => <GroupPageBody group={data} locale={locale} path="public" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
