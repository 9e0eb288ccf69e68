'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';

type Props = { toggleLabel: string; navLabel: string; children: ReactNode };

/**
 * The collapsible part of the header: open on wide screens, behind a toggle below `lg`. Following
 * one of its links closes it: the header stays on screen through a client-side navigation.
 */
export function HeaderNav({ toggleLabel, navLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
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
      <nav id="hj-main-nav" aria-label={navLabel} className={`collapse navbar-collapse${open ? ' show' : ''}`} onClick={closeOnLink}>
        {children}
      </nav>
    </>
  );
}
