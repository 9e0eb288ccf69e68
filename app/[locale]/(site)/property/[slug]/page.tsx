import { entityRoutePage } from '@/components/layout/entity-page';
import { loadProperty } from '@/components/catalogue/catalogue-loaders';
import { PropertyPageBody } from '@/components/catalogue/property-page-body';

const page = entityRoutePage({
  route: '/property/[slug]',
  load: loadProperty,
  body: ({ data, title }, locale) => (
    <PropertyPageBody property={data} outcome={data.outcome} rent={data.rent} title={title} locale={locale} />
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
