import type { ReactNode } from 'react';

/** One line of the home base: what it is, when, and its action and page (phone first: stacked, then side by side). */
export function HomeBaseItem({ title, when, note, children }: { title: string; when?: ReactNode; note?: string; children: ReactNode }) {
  return (
    <li className="list-group-item d-flex flex-column flex-md-row gap-2 justify-content-between align-items-md-center">
      <div>
        <p className="fw-semibold mb-1">{title}</p>
        {when ? <p className="mb-0">{when}</p> : null}
        {note ? <p className="small text-body-secondary mb-0">{note}</p> : null}
      </div>
      <div className="d-flex flex-wrap gap-2 flex-shrink-0">{children}</div>
    </li>
  );
}

/** A section of the home base: its heading, its items or what to do when it has none, and the way to its page. */
export function HomeBaseSection({
  id,
  heading,
  empty,
  more,
  children,
}: {
  id: string;
  heading: string;
  empty: ReactNode | null;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {heading}
      </h2>
      {empty ?? <ul className="list-group mb-2">{children}</ul>}
      {more ? <p className="mb-0">{more}</p> : null}
    </section>
  );
}
