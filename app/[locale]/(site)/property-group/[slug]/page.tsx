import { entityRoutePage } from '@/components/layout/entity-page';
import { loadPublicGroup } from '@/components/catalogue/catalogue-loaders';
import { GroupFacts } from '@/components/catalogue/group-facts';

const page = entityRoutePage({
  route: '/property-group/[slug]',
  load: loadPublicGroup,
  body: ({ data }) => <GroupFacts group={data} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
