import { entityRoutePage } from '@/components/layout/entity-page';
import { findEntry, type Collection } from '@/lib/content/collections';

type Route = '/city-guides/[slug]' | '/articles/[slug]' | '/glossary/[slug]';

/** A CMS entry addressed by its slug; unknown slugs are a 404. */
export function contentEntryPage(collection: Collection, route: Route) {
  return entityRoutePage({
    route,
    load: async ({ slug }: { slug: string }, locale) => {
      const entry = await findEntry(collection, locale, slug);
      return entry && { title: entry.title, intro: entry.summary, data: entry };
    },
  });
}
