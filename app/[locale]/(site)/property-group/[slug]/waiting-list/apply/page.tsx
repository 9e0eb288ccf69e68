import { entityRoutePage } from '@/components/layout/entity-page';
import { groupSubPageLoader } from '@/components/catalogue/catalogue-loaders';

const page = entityRoutePage({ route: '/property-group/[slug]/waiting-list/apply', load: groupSubPageLoader('waitingListApply', { noindex: true }) });

export const generateMetadata = page.generateMetadata;
export default page.Page;
