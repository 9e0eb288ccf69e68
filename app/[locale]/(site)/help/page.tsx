import { staticRoutePage } from '@/components/layout/route-page';

const page = staticRoutePage('/help');

export const generateMetadata = page.generateMetadata;
export default page.Page;
