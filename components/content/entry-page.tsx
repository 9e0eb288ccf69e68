import type { ReactNode } from 'react';
import { entityRoutePage } from '@/components/layout/entity-page';
import { findEntry, localizedSlugs, translatedSlug, type Collection, type EntryOf } from '@/lib/content/collections';
import { redirect } from '@/lib/i18n/navigation';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';

type Route = '/city-guides/[slug]' | '/articles/[slug]' | '/glossary/[slug]';

/**
 * A CMS entry addressed by its slug. Slugs differ per locale: another locale's slug (what the
 * language switcher keeps) redirects to this locale's version; a Danish entry without a
 * translation into this locale is shown in Danish; an unknown slug is a 404.
 */
export function contentEntryPage<C extends Collection>(collection: C, route: Route, body: (entry: EntryOf<C>, locale: Locale) => Promise<ReactNode> | ReactNode) {
  return entityRoutePage({
    route,
    load: async ({ slug }: { slug: string }, locale) => {
      let entry = await findEntry(collection, locale, slug);
      if (!entry) {
        const translated = await translatedSlug(collection, locale, slug);
        // Temporary: which slug a translation has is content, and content changes.
        if (translated) redirect({ href: { pathname: route, params: { slug: translated } }, locale });
        entry = locale === defaultLocale ? null : await findEntry(collection, defaultLocale, slug);
        if (!entry) return null;
      }
      const slugs = await localizedSlugs(collection, entry);
      const localizedParams = Object.fromEntries(Object.entries(slugs).map(([l, s]) => [l, { slug: s }]));
      // Glossary headwords are Danish in both locales; screen readers should say them in Danish.
      const titleLang = collection === 'glossary-terms' && locale !== 'da-DK' ? 'da' : undefined;
      return { title: entry.title, titleLang, intro: entry.summary, data: entry, localizedParams };
    },
    body: ({ data }, locale) => body(data, locale),
  });
}
