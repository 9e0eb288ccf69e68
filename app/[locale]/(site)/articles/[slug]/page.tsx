import { entityRoutePage } from '@/components/layout/entity-page';
import { findEntry } from '@/lib/content/collections';

const page = entityRoutePage({
  route: '/articles/[slug]',
  load: async ({ slug }: { slug: string }, locale) => {
    const entry = await findEntry('articles', locale, slug);
    return entry && { title: entry.title, intro: entry.summary, data: entry };
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
