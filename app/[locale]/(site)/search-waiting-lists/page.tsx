import { staticRoutePage } from '@/components/layout/route-page';

const page = staticRoutePage('/search-waiting-lists');

export const generateMetadata = page.generateMetadata;
export default page.Page;
