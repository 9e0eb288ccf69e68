'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { matchesQuery } from '@/lib/content/text';
import styles from './content.module.css';

export type SearchableItem = { key: string; text: string; node: ReactNode };
export type SearchableGroup = { id: string; heading: string; items: SearchableItem[] };
/** Jump links above the groups; an entry without a visible group is shown disabled. */
export type GroupIndex = { label: string; entries: { id: string; label: string; disabledLabel: string }[] };

type Props = {
  groups: SearchableGroup[];
  /** `?q=` of the request: without JavaScript the server renders the filtered list. */
  initialQuery: string;
  searchLabel: string;
  index?: GroupIndex;
};

/**
 * Grouped items (glossary letters, help topics) with a search box. The box is a GET form, so it
 * works without JavaScript; with JavaScript the list filters while typing and the URL follows.
 */
export function SearchableGroups({ groups, initialQuery, searchLabel, index }: Props) {
  const t = useTranslations('content.filter');
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);
  const trimmed = query.trim();
  const visible = groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesQuery(item.text, trimmed)) }))
    .filter((group) => group.items.length > 0);
  const count = visible.reduce((sum, group) => sum + group.items.length, 0);
  const visibleIds = new Set(visible.map((group) => group.id));

  function update(value: string) {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value.trim());
    else url.searchParams.delete('q');
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <>
      <form method="get" role="search" className={`mb-3 ${styles.measure}`} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="form-label">
          {searchLabel}
        </label>
        <div className="input-group">
          <input
            id={inputId}
            type="search"
            name="q"
            className="form-control"
            value={query}
            onChange={(event) => update(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="btn btn-primary">
            {t('submit')}
          </button>
        </div>
      </form>
      <p className="small text-body-secondary" aria-live="polite" aria-atomic="true">
        {trimmed ? t('count', { count, query: trimmed }) : ''}
      </p>
      {trimmed ? (
        <p className="mb-3">
          {/* Without JavaScript the link reloads the page without the query. */}
          <a
            href="?"
            onClick={(event) => {
              event.preventDefault();
              update('');
            }}
          >
            {t('clear')}
          </a>
        </p>
      ) : null}
      {index ? (
        <nav aria-label={index.label} className="mb-4">
          <ul className={`list-unstyled d-flex flex-wrap mb-0 ${styles.letters}`}>
            {index.entries.map((entry) => (
              <li key={entry.id}>
                {visibleIds.has(entry.id) ? (
                  <a href={`#${entry.id}`} className="btn btn-outline-primary btn-sm">
                    {entry.label}
                  </a>
                ) : (
                  <span className="btn btn-sm border-0 text-body-secondary pe-none" aria-disabled="true">
                    <span aria-hidden="true">{entry.label}</span>
                    <span className="visually-hidden">{entry.disabledLabel}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {trimmed && count === 0 ? <p>{t('none', { query: trimmed })}</p> : null}
      {visible.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className={`mb-4 ${styles.section}`}>
          <h2 id={`${group.id}-heading`} className="h4">
            {group.heading}
          </h2>
          <ul className={`list-unstyled mb-0 ${styles.measure}`}>
            {group.items.map((item) => (
              <li key={item.key}>{item.node}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
