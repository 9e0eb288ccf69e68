import { staticRoutePage } from '@/components/layout/route-page';
import { GlossaryIndex } from '@/components/content/glossary';

const page = staticRoutePage('/glossary', (locale, searchParams) => <GlossaryIndex locale={locale} searchParams={searchParams} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
