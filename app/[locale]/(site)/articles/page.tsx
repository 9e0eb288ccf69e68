import { staticRoutePage } from '@/components/layout/route-page';
import { EntryList } from '@/components/content/entry-list';

const page = staticRoutePage('/articles', (locale) => <EntryList collection="articles" route="/articles/[slug]" locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
