import { contentEntryPage } from '@/components/content/entry-page';

const page = contentEntryPage('articles', '/articles/[slug]');

export const generateMetadata = page.generateMetadata;
export default page.Page;
