import { markdownSingleTypePage } from '@/components/content/cms-page';

const page = markdownSingleTypePage('/accessibility', 'accessibility');

export const generateMetadata = page.generateMetadata;
export default page.Page;
