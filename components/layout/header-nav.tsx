'use client';

import { useState, type ReactNode } from 'react';

type Props = { toggleLabel: string; navLabel: string; children: ReactNode };

/** The collapsible part of the header: open on wide screens, behind a toggle below `lg`. */
export function HeaderNav({ toggleLabel, navLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="navbar-toggler"
        aria-controls="hj-main-nav"
        aria-expanded={open}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="navbar-toggler-icon" />
      </button>
      <nav id="hj-main-nav" aria-label={navLabel} className={`collapse navbar-collapse${open ? ' show' : ''}`}>
        {children}
      </nav>
    </>
  );
}
