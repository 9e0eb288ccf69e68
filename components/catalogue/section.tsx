import type { ReactNode } from 'react';

/** A titled part of a catalogue page: an h2 (the page's h1 is its title) that names the region. */
export function Section({
  id,
  title,
  children,
  className = 'mb-5',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="h4 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
