import type { ReactNode } from 'react';
import styles from './catalogue.module.css';

export type Detail = { label: string; value: ReactNode };

/** Label–value pairs as a description list; two columns from the small breakpoint up unless told one. */
export function DetailList({ items, columns = 2 }: { items: Detail[]; columns?: 1 | 2 }) {
  return (
    <dl className={`${styles.details}${columns === 2 ? ` ${styles.twoColumns}` : ''}`}>
      {items.map((item) => (
        <div key={item.label} className="d-flex justify-content-between gap-3 border-bottom py-2">
          <dt className="fw-normal text-body-secondary">{item.label}</dt>
          <dd className="mb-0 text-end fw-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
