import type { ReactNode } from 'react';
import { pageKeys } from '@/lib/i18n/page-titles';
import type { AppPathname } from '@/lib/i18n/routing';
import { entityRoutePage } from './entity-page';
import { pageTexts } from './route-page';

/**
 * Pages reached through a personal link (a token in an e-mail, an application id): their owner
 * areas check the token or ownership; they are never indexed.
 */
export function personalRoutePage(route: AppPathname, body?: () => Promise<ReactNode> | ReactNode) {
  return entityRoutePage({
    route,
    load: async (_params, locale) => {
      const { title } = await pageTexts(pageKeys[route], locale);
      return { title, noindex: true, data: null };
    },
    body: body ? () => body() : undefined,
  });
}
