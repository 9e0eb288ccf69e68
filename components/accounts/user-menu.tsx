'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';

const LINKS = [
  { href: '/account', label: 'menu.account' },
  { href: '/applications', label: 'overview.sections.applications' },
  { href: '/saved-searches', label: 'overview.sections.savedSearches' },
] as const;

/** A disclosure (button + list of links), not an ARIA menu: links are tabbed through like any other. */
export function UserMenu() {
  const t = useTranslations('account');
  const { user, signOut } = useAuth();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  async function signOutHere() {
    await signOut();
    // Server-rendered personal content on this page must give way to the signed-out version.
    router.refresh();
  }

  // Focus leaving the menu (Tab past the last item) closes it, as it would on a click elsewhere.
  function closeOnBlur(event: FocusEvent) {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div ref={root} className="dropdown" onKeyDown={closeOnEscape} onBlur={closeOnBlur}>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-light btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${user?.name} – ${t('menu.label')}`}
        onClick={() => setOpen((value) => !value)}
      >
        {user?.name}
      </button>
      <ul id={listId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`} hidden={!open}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="dropdown-item" onClick={() => setOpen(false)}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={signOutHere}>
            {t('overview.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
