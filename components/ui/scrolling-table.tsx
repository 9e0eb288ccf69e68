import type { ReactNode } from 'react';

type Props = {
  /** Names the table, and the region around it, for a screen reader. */
  caption: string;
  /** Shows the caption above the table; otherwise only a screen reader reads it. */
  captionVisible?: boolean;
  className?: string;
  /** The table's `<thead>` and `<tbody>`. */
  children: ReactNode;
};

/**
 * A table in a box that scrolls sideways on a phone. The box is a named region that takes keyboard
 * focus, so a person without a mouse or touch screen can scroll it with the arrow keys.
 */
export function ScrollingTable({ caption, captionVisible = false, className = 'table', children }: Props) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <table className={className}>
        <caption className={captionVisible ? undefined : 'visually-hidden'}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
