import { contentEntryPage } from '@/components/content/entry-page';

const page = contentEntryPage('glossary-terms', '/glossary/[slug]');

export const generateMetadata = page.generateMetadata;
export default page.Page;
