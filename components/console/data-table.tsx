import type { ReactNode } from 'react';

type Props<T> = {
  /** Names the table for a screen reader, and the scrollable region around it. */
  caption: string;
  headers: ReactNode[];
  items: readonly T[];
  /** One `<tr>` (with its key) per item. */
  row: (item: T) => ReactNode;
  /** Shown instead of the table when there are no items. */
  empty: ReactNode;
  small?: boolean;
};

/**
 * A console table: captioned, in a region that scrolls sideways on a phone and takes keyboard focus
 * (so the arrow keys can scroll it), or the `empty` text when there is nothing to list.
 */
export function DataTable<T>({ caption, headers, items, row, empty, small = false }: Props<T>) {
  if (!items.length) return typeof empty === 'string' ? <p className="text-body-secondary">{empty}</p> : empty;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <table className={small ? 'table table-sm align-middle' : 'table align-middle'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{items.map(row)}</tbody>
      </table>
    </div>
  );
}
