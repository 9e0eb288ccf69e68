'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { ConsentChoice } from '@/lib/analytics/consent';
import { Link } from '@/lib/i18n/navigation';
import { ConsentChoices } from './consent-choices';
import styles from './consent.module.css';

export type BannerState = 'asking' | 'confirmed' | 'hidden';

type Props = {
  state: BannerState;
  consent: ConsentChoice;
  onChoose: (choice: ConsentChoice) => void;
  onCustomise: () => void;
  onHide: () => void;
};

const TITLE_ID = 'hj-consent-title';

function outcomeKey({ statistics, marketing }: ConsentChoice) {
  if (statistics && marketing) return 'acceptedAll';
  return statistics || marketing ? 'savedSome' : 'rejectedAll';
}

/**
 * The first-visit question, in the page's flow above the header: it never covers what a person
 * reads. After a choice it says what was chosen (focus moves there, so keyboard and screen-reader
 * users hear it) until hidden; hiding hands focus to the main content.
 */
export function ConsentBanner({ state, consent, onChoose, onCustomise, onHide }: Props) {
  const t = useTranslations('common.consent');
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === 'confirmed') outcome.current?.focus();
  }, [state]);

  if (state === 'hidden') return null;

  function hide() {
    onHide();
    document.getElementById('main')?.focus();
  }

  return (
    <section className={styles.banner} aria-labelledby={TITLE_ID}>
      <div className="container-xxl py-3">
        <h2 id={TITLE_ID} className="h5">
          {t('bannerTitle')}
        </h2>
        {state === 'asking' ? (
          <>
            <p>
              {t('bannerText')} <Link href="/privacy">{t('privacyLink')}</Link>
            </p>
            <ConsentChoices onChoose={onChoose} third={{ label: t('customise'), onClick: onCustomise }} />
          </>
        ) : (
          <div className="d-flex flex-wrap align-items-center gap-3">
            <p ref={outcome} tabIndex={-1} className="mb-0">
              {t(outcomeKey(consent))} {t('changeLater')}
            </p>
            <button type="button" className="btn btn-outline-secondary" onClick={hide}>
              {t('hide')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
