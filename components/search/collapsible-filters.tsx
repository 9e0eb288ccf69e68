'use client';

import { useState, type ReactNode } from 'react';

type Props = { showLabel: string; hideLabel: string; children: ReactNode };

/** Below `lg` the filters fold away behind a button; on wide screens they are always shown. */
export function CollapsibleFilters({ showLabel, hideLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary w-100 mb-3 d-lg-none"
        aria-expanded={open}
        aria-controls="hj-filters"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? hideLabel : showLabel}
      </button>
      <div id="hj-filters" className={open ? '' : 'd-none d-lg-block'}>
        {children}
      </div>
    </>
  );
}
