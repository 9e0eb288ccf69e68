'use client';

import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { LocaleLink, useRouter } from './navigation-base';

type Props = ComponentProps<typeof LocaleLink>;

/**
 * next-intl's Link, prefetching when a person shows they may follow it (pointer over it, a touch,
 * keyboard focus) rather than whenever it scrolls into view: a page with forty links no longer
 * fetches and decodes a dozen routes while it starts, which was a quarter of its main-thread work
 * on a mid-range phone (issue 15). An explicit `prefetch` keeps Next.js's own behaviour.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  if (prefetch !== undefined)
    return <LocaleLink prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  // The router types a query narrower than Link does (no null); the same href serves both.
  const href = props.href as Parameters<typeof router.prefetch>[0];
  const prefetchNow = () => router.prefetch(href, props.locale ? { locale: props.locale } : undefined);
  return (
    <LocaleLink
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
