import type { ReactNode } from 'react';
import { ScrollingTable } from '@/components/ui/scrolling-table';

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
  /** How the cells sit in a row: centred, or at the top where a cell holds a form or a list. */
  align?: 'middle' | 'top';
};

/**
 * A console table: captioned, scrolling sideways on a phone (`ScrollingTable`), or the `empty` text
 * when there is nothing to list.
 */
export function DataTable<T>({ caption, headers, items, row, empty, small = false, align = 'middle' }: Props<T>) {
  if (!items.length) return typeof empty === 'string' ? <p className="text-body-secondary">{empty}</p> : empty;
  // Class names written out whole: the production stylesheet keeps only the classes it finds in the code.
  const alignClass = align === 'top' ? 'align-top' : 'align-middle';
  return (
    <ScrollingTable caption={caption} className={`${small ? 'table table-sm' : 'table'} ${alignClass}`}>
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
    </ScrollingTable>
  );
}
