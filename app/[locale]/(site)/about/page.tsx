import { markdownSingleTypePage } from '@/components/content/cms-page';

const page = markdownSingleTypePage('/about', 'about');

export const generateMetadata = page.generateMetadata;
export default page.Page;
