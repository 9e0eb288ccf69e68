import { entityRoutePage } from '@/components/layout/entity-page';
import { loadProperty } from '@/components/catalogue/catalogue-loaders';
import { PropertyFacts } from '@/components/catalogue/property-facts';

const page = entityRoutePage({
  route: '/property/[slug]',
  load: loadProperty,
  body: ({ data }) => <PropertyFacts property={data} />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
