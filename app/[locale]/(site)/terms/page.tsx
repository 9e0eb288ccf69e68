import { markdownSingleTypePage } from '@/components/content/cms-page';

const page = markdownSingleTypePage('/terms', 'terms');

export const generateMetadata = page.generateMetadata;
export default page.Page;
