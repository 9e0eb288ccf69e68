'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/routing';

type Params = Record<string, string>;
type ByLocale = Partial<Record<Locale, Params>>;

/*
 * A page whose parameters differ per locale (CMS slugs) tells the language switcher here, so the
 * switcher links straight to the translation instead of relying on the page's redirect.
 */
let current: ByLocale | null = null;
const listeners = new Set<() => void>();

function publish(value: ByLocale | null) {
  current = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered by such a page; what it publishes is withdrawn when the page goes. */
export function LocalizedParams({ params }: { params: ByLocale }) {
  useEffect(() => {
    publish(params);
    return () => publish(null);
  }, [params]);
  return null;
}

/** The current page's parameters in `locale`, when the page published them. */
export function useLocalizedParams(locale: Locale): Params | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current?.[locale],
    () => undefined,
  );
}
