import { contentEntryPage } from '@/components/content/entry-page';
import { ArticleBody } from '@/components/content/articles';

const page = contentEntryPage('articles', '/articles/[slug]', (article, locale) => <ArticleBody article={article} locale={locale} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
