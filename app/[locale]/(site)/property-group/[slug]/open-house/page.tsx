import { entityRoutePage } from '@/components/layout/entity-page';
import { groupSubPageLoader } from '@/components/catalogue/catalogue-loaders';

const page = entityRoutePage({ route: '/property-group/[slug]/open-house', load: groupSubPageLoader('openHouse') });

export const generateMetadata = page.generateMetadata;
export default page.Page;
