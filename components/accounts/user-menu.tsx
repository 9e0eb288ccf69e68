'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { companyConsolePage, personalPages, type PersonalPage } from '@/lib/accounts/personal-pages';
import { useMenuSummary } from '@/lib/home-base/hooks';
import { Link } from '@/lib/i18n/navigation';
import { pageKeys } from '@/lib/i18n/page-titles';
import { useAuth } from './auth-provider';

/** The count of things waiting for an answer, read out in words (the number alone says nothing). */
function AwaitingBadge({ count, label }: { count: number; label: string }) {
  if (!count) return null;
  return (
    <span className="badge rounded-pill text-bg-warning ms-2">
      {count}
      <span className="visually-hidden"> – {label}</span>
    </span>
  );
}

/** A disclosure (button + list of links), not an ARIA menu: links are tabbed through like any other. */
export function UserMenu() {
  const t = useTranslations('account');
  const pages = useTranslations('common.pages');
  const { user, status, menu, signOut } = useAuth();
  const { data: summary } = useMenuSummary(status === 'authenticated', menu);
  const awaiting = summary?.awaiting ?? 0;
  const awaitingLabel = t('menu.awaiting', { count: awaiting });
  const links: PersonalPage[] = [...personalPages, ...(summary?.companyMember ? [companyConsolePage] : [])];
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
        aria-label={`${user?.name} – ${t('menu.label')}${awaiting ? ` – ${awaitingLabel}` : ''}`}
        onClick={() => setOpen((value) => !value)}
      >
        {user?.name}
        {awaiting ? (
          <span className="badge rounded-pill text-bg-warning ms-2" aria-hidden="true">
            {awaiting}
          </span>
        ) : null}
      </button>
      <ul id={listId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`} hidden={!open}>
        {links.map((page) => (
          <li key={page}>
            <Link href={page} className="dropdown-item" onClick={() => setOpen(false)}>
              {pages(`${pageKeys[page]}.title`)}
              {page === '/account' ? <AwaitingBadge count={awaiting} label={awaitingLabel} /> : null}
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
