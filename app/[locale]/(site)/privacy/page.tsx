import { markdownSingleTypePage } from '@/components/content/cms-page';

const page = markdownSingleTypePage('/privacy', 'privacy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
