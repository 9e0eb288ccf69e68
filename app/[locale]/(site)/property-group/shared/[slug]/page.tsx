import { entityRoutePage } from '@/components/layout/entity-page';
import { loadShareableGroup } from '@/components/catalogue/catalogue-loaders';
import { GroupFacts } from '@/components/catalogue/group-facts';

const page = entityRoutePage({
  route: '/property-group/shared/[slug]',
  load: loadShareableGroup,
  body: ({ data }) => <GroupFacts group={data} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
