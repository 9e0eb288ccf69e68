import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { getPathname } from './navigation-base';
import type { Locale } from './routing';

type RouteHref = Parameters<typeof getPathname>[0]['href'];
/** A route of the routing table, by name or with its parameters and query, and optionally a hash. */
export type LinkHref = RouteHref | (Exclude<RouteHref, string> & { hash?: string });
/** `scroll={false}` keeps the scroll position when the link is followed (the page's own view switch). */
type Props = Omit<ComponentProps<'a'>, 'href'> & { href: LinkHref; scroll?: false };

/** Marks the links that lib/i18n/link-navigation.tsx follows with the app router. */
export const CLIENT_NAVIGATION_ATTRIBUTE = 'data-client-nav';
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';

/** The path of `href` in `locale` (a translated route, its parameters and query, no prefix for Danish), with its hash. */
export function localizedHref(href: LinkHref, locale: Locale): string {
  if (typeof href === 'string') return getPathname({ href, locale });
  const { hash, query, ...route } = href as { hash?: string; query?: Record<string, unknown> };
  // A parameter set to undefined is left out, as Next.js's Link does (next-intl would write "undefined").
  const defined = query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return getPathname({ href: { ...route, ...(defined && { query: defined }) } as RouteHref, locale }) + (hash ? `#${hash}` : '');
}

/**
 * A link to a page of the site, in the page's language: a plain `<a>`, rendered by the server where
 * a server component uses it, so the browser hydrates no component per link. Following it and
 * prefetching its page when a person points at it, touches or focuses it are done once for every
 * such link by lib/i18n/link-navigation.tsx (docs/performance.md: the forty links of `/` were 160 components
 * — ours, next-intl's two, Next.js's — hydrated while the page started). No router is needed to
 * render it, so it also renders where there is none (Markdown rendered to a string).
 */
export function Link({ href, scroll, ...props }: Props) {
  const locale = useLocale() as Locale;
  const marks = { [CLIENT_NAVIGATION_ATTRIBUTE]: '', ...(scroll === false ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {}) };
  return <a href={localizedHref(href, locale)} {...marks} {...props} />;
}
