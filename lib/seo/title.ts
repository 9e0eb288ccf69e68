import type { Metadata } from 'next';

/**
 * A page's title under the site's template `%s | {site}` (components/layout/locale-document): a page
 * named like the site itself — a white-label host's own company page, its embed — is not named twice.
 */
export function titleUnderSite(title: string, siteName: string): Metadata['title'] {
  const same = title.trim().toLocaleLowerCase('da-DK') === siteName.trim().toLocaleLowerCase('da-DK');
  return same ? { absolute: title } : title;
}
