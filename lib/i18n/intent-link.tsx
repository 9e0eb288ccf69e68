'use client';

import { useState, type ComponentProps } from 'react';
import { LocaleLink } from './navigation-base';

type Props = ComponentProps<typeof LocaleLink>;

/**
 * next-intl's Link, prefetching when a person shows they may follow it (pointer over it, a touch,
 * keyboard focus) rather than whenever it scrolls into view: a page with forty links no longer
 * fetches and decodes a dozen routes while it starts, which was a quarter of its main-thread work
 * on a mid-range phone (issue 15). The intent turns Next.js's own prefetching on for this link, which
 * then fetches it at once since it is in view; an explicit `prefetch` keeps Next.js's behaviour.
 * No router is needed, so the link also renders where there is none (Markdown rendered to a string).
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  if (prefetch !== undefined)
    return <LocaleLink prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  function onIntent<E>(handler?: (event: E) => void) {
    return (event: E) => {
      setWanted(true);
      handler?.(event);
    };
  }
  return (
    <LocaleLink
      prefetch={wanted ? undefined : false}
      onMouseEnter={onIntent(onMouseEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
      {...props}
    />
  );
}
