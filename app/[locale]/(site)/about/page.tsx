import { staticRoutePage } from '@/components/layout/route-page';

const page = staticRoutePage('/about');

export const generateMetadata = page.generateMetadata;
export default page.Page;
