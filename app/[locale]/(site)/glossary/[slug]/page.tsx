import { contentEntryPage } from '@/components/content/entry-page';
import { GlossaryTermBody } from '@/components/content/glossary';

const page = contentEntryPage('glossary-terms', '/glossary/[slug]', (term, locale) => <GlossaryTermBody term={term} locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
