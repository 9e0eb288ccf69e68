import { staticRoutePage } from '@/components/layout/route-page';
import { ArticleIndex } from '@/components/content/articles';

const page = staticRoutePage('/articles', (locale, searchParams) => <ArticleIndex locale={locale} searchParams={searchParams} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
