import { contentEntryPage } from '@/components/content/entry-page';

const page = contentEntryPage('city-guides', '/city-guides/[slug]');

export const generateMetadata = page.generateMetadata;
export default page.Page;
