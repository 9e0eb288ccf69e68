'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from '@/components/ui/dialog.module.css';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** What the person must add before confirming (a reason), under the text. */
  children?: ReactNode;
  pending: boolean;
  error: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before something that cannot be undone. A native modal <dialog>: focus stays inside, Escape
 * cancels, and focus returns to the button that opened it. Cancel has the first focus.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, children, pending, error, onConfirm, onClose }: Props) {
  const t = useTranslations('applyModal');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose}>
      {open ? (
        <div className={styles.body}>
          <h2 id={titleId} className="h5">
            {title}
          </h2>
          <p id={textId}>{text}</p>
          {children}
          {error}
          <div className="d-flex flex-wrap justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={() => ref.current?.close()} autoFocus>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
