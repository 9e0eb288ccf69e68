'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type FormEvent, type MouseEvent, type Ref } from 'react';
import { CONSENT_CATEGORIES, type ConsentChoice } from '@/lib/analytics/consent';
import dialogStyles from '@/components/ui/dialog.module.css';
import { ConsentChoices } from './consent-choices';
import styles from './consent.module.css';

export type ConsentSettingsHandle = { open: () => void };

type Props = {
  ref: Ref<ConsentSettingsHandle>;
  consent: ConsentChoice;
  onChoose: (choice: ConsentChoice) => void;
  /** Open as soon as it is mounted (it is loaded on the first request to open it). */
  openAtOnce?: boolean;
};

const TITLE_ID = 'hj-consent-settings-title';

/**
 * Cookie settings per category: necessary ones always on, statistics and marketing as the person
 * left them (off until chosen — never pre-ticked). A native modal <dialog>: the browser traps focus,
 * closes on Escape and returns focus to whatever opened it.
 */
export function ConsentSettingsDialog({ ref, consent, onChoose, openAtOnce = false }: Props) {
  const t = useTranslations('common.consent');
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<ConsentChoice>(consent);

  const open = useCallback(() => {
    setDraft(consent);
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [consent]);
  useImperativeHandle(ref, () => ({ open }), [open]);
  const openedAtOnce = useRef(false);
  useEffect(() => {
    if (!openAtOnce || openedAtOnce.current) return;
    openedAtOnce.current = true;
    open();
  }, [openAtOnce, open]);

  function choose(choice: ConsentChoice) {
    onChoose(choice);
    dialog.current?.close();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    choose(draft);
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog ref={dialog} className={`${dialogStyles.dialog} ${styles.settings}`} aria-labelledby={TITLE_ID} onClick={closeOnBackdrop}>
      <form className={dialogStyles.body} onSubmit={save}>
        <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
          <h2 id={TITLE_ID} className="h4 mb-0">
            {t('settingsTitle')}
          </h2>
          <button type="button" className="btn-close" aria-label={t('close')} onClick={() => dialog.current?.close()} />
        </div>
        <p>{t('settingsIntro')}</p>
        <fieldset className="mb-4">
          <legend className="visually-hidden">{t('categories')}</legend>
          <div className="form-check form-switch mb-3">
            <input
              id="hj-consent-necessary"
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked
              disabled
              aria-describedby="hj-consent-necessary-text"
            />
            <label htmlFor="hj-consent-necessary" className="form-check-label fw-semibold">
              {t('necessary.title')} <span className="badge text-bg-secondary ms-1">{t('necessary.always')}</span>
            </label>
            <p id="hj-consent-necessary-text" className="small text-body-secondary mb-0">
              {t('necessary.text')}
            </p>
          </div>
          {CONSENT_CATEGORIES.map((category) => (
            <div key={category} className="form-check form-switch mb-3">
              <input
                id={`hj-consent-${category}`}
                className="form-check-input"
                type="checkbox"
                role="switch"
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                aria-describedby={`hj-consent-${category}-text`}
              />
              <label htmlFor={`hj-consent-${category}`} className="form-check-label fw-semibold">
                {t(`${category}.title`)}
              </label>
              <p id={`hj-consent-${category}-text`} className="small text-body-secondary mb-0">
                {t(`${category}.text`)}
              </p>
            </div>
          ))}
        </fieldset>
        <ConsentChoices onChoose={choose} third={{ label: t('save') }} />
      </form>
    </dialog>
  );
}
