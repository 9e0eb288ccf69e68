import { staticRoutePage } from '@/components/layout/route-page';
import { EntryList } from '@/components/content/entry-list';

const page = staticRoutePage('/glossary', (locale) => <EntryList collection="glossary-terms" route="/glossary/[slug]" locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
