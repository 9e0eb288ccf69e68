import { staticRoutePage } from '@/components/layout/route-page';

const page = staticRoutePage('/terms');

export const generateMetadata = page.generateMetadata;
export default page.Page;
