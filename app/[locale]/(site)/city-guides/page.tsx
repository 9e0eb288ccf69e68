import { staticRoutePage } from '@/components/layout/route-page';
import { EntryList } from '@/components/content/entry-list';

const page = staticRoutePage('/city-guides', (locale) => <EntryList collection="city-guides" route="/city-guides/[slug]" locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
