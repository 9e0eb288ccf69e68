'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { LocationCombobox } from '@/components/addresses/location-combobox';
import type { LocationValue } from '@/lib/addresses/schema';
import { locationToParam } from '@/lib/addresses/location-value';

const MULTI = new Set(['type', 'rentalPeriod']);

/**
 * FormData → the short URL query of a new search (multi-values comma-joined, empties, defaults and
 * cursor dropped). Of a repeated field the last counts: a ticked box after its hidden "off" value.
 */
export function formToQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  const multi = new Map<string, string[]>();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '' || key === 'cursor') continue;
    if (MULTI.has(key)) multi.set(key, [...(multi.get(key) ?? []), value]);
    else params.set(key, value);
  }
  for (const [key, values] of multi) params.set(key, values.join(','));
  if (params.get('sort') === 'newest') params.delete('sort');
  if (params.get('upcoming') === '1') params.delete('upcoming');
  if (params.get('view') === 'list') params.delete('view');
  return params.toString();
}

type Props = {
  id: string;
  location: LocationValue | null;
  /** The search page's path when the form lives elsewhere (the landing page); else the current page. */
  targetPath?: string;
  children: ReactNode;
};

/**
 * The search form. It is a plain GET form (it works without JavaScript); with JavaScript every change
 * navigates client-side to the new URL, so the whole state stays shareable and back/forward work.
 */
export function SearchForm({ id, location, targetPath, children }: Props) {
  const t = useTranslations('search');
  const router = useRouter();
  const current = usePathname();
  const pathname = targetPath ?? current;
  const [place, setPlace] = useState<LocationValue | null>(location);

  function navigate(form: HTMLFormElement) {
    const query = formToQuery(form);
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(event.currentTarget);
  }

  return (
    <form
      id={id}
      method="get"
      action={targetPath}
      onSubmit={onSubmit}
      onChange={(e) => isInstant(e.target) && navigate(e.currentTarget)}
      role="search"
    >
      <input type="hidden" name="sted" value={place ? locationToParam(place) : ''} />
      <div className="mb-3">
        <LocationCombobox
          id={`${id}-location`}
          label={t('location.label')}
          value={place}
          onChange={(value) => {
            setPlace(value);
            // The hidden input updates on the next render; submit after it has.
            requestAnimationFrame(() => (document.getElementById(id) as HTMLFormElement | null)?.requestSubmit());
          }}
        />
      </div>
      {children}
    </form>
  );
}

/** Checkboxes and selects search at once; text and number fields wait for Enter or the button. */
function isInstant(target: EventTarget): boolean {
  return (
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio' || target.type === 'date'))
  );
}
