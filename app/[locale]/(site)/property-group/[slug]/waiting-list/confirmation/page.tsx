import { entityRoutePage } from '@/components/layout/entity-page';
import { groupSubPageLoader } from '@/components/catalogue/catalogue-loaders';

const page = entityRoutePage({ route: '/property-group/[slug]/waiting-list/confirmation', load: groupSubPageLoader('waitingListConfirmation', { noindex: true }) });

export const generateMetadata = page.generateMetadata;
export default page.Page;
