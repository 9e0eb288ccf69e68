'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { ApplyHome } from './apply-home';
import { DialogLoading } from './dialog-loading';
import styles from '@/components/ui/dialog.module.css';

// The form, its checks and the query of the account's values (with the query library) are fetched
// when the dialog first opens, not with the home's page.
const ApplyDialogForm = dynamic(() => import('./apply-dialog-form').then((m) => m.ApplyDialogForm), {
  ssr: false,
  loading: () => <DialogLoading />,
});

const TITLE_ID = 'hj-apply-title';
// The form needs more room than the shared dialog's default width.
const WIDE = { '--hj-dialog-width': '40rem' } as CSSProperties;

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The apply button of a home's page. A click opens the form in a modal over the page and puts the
 * apply page's own address (/bolig/{slug}/anmod) in the history, so a reload or a shared link shows
 * the page; Escape, the close button, the backdrop and Back all close it and return to the home.
 * Without JavaScript, or opened in a new tab, it is a plain link to that page.
 */
export function ApplyButton({ home, label }: { home: ApplyHome; label: string }) {
  const t = useTranslations('applyModal');
  const ref = useRef<HTMLDialogElement>(null);
  const [openedAt, setOpenedAt] = useState<string | null>(null);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    const url = event.currentTarget.href;
    window.history.pushState(null, '', url);
    setOpenedAt(url);
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !openedAt) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input, button')?.focus();
    // Back (or any history move) away from the apply address closes the modal.
    const onPopState = () => {
      if (window.location.href !== openedAt) dialog.close();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [openedAt]);

  function onClose() {
    // Closed by the person (not by Back): take the apply address off the history again.
    if (openedAt && window.location.href === openedAt) window.history.back();
    setOpenedAt(null);
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <>
      <Link href={{ pathname: '/property/[slug]/apply', params: { slug: home.slug } }} className="btn btn-primary btn-lg" onClick={open}>
        {label}
      </Link>
      <dialog ref={ref} className={styles.dialog} style={WIDE} aria-labelledby={TITLE_ID} onClose={onClose} onClick={closeOnBackdrop}>
        {openedAt ? (
          <div className={styles.body}>
            <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
              <div>
                <h2 id={TITLE_ID} className="h4 mb-1">
                  {t('title')}
                </h2>
                <p className="text-body-secondary mb-0">{home.address}</p>
              </div>
              <button type="button" className="btn-close" aria-label={t('cancel')} onClick={() => ref.current?.close()} />
            </div>
            <ApplyDialogForm home={home} onCancel={() => ref.current?.close()} />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
