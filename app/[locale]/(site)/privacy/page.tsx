import { staticRoutePage } from '@/components/layout/route-page';

const page = staticRoutePage('/privacy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
