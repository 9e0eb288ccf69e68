'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
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
 * While the banner covers the bottom of the window, the page ends that much lower, so the banner
 * never hides the end of what a person reads (padding below everything moves nothing above it).
 */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const observer = new ResizeObserver(() => (document.body.style.paddingBottom = `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [banner]);
}

/**
 * The first-visit question, first in the document but fixed to the bottom of the window. After a
 * choice it says what was chosen (focus moves there, so keyboard and screen-reader users hear it)
 * until hidden; hiding hands focus to the main content.
 */
export function ConsentBanner({ state, consent, onChoose, onCustomise, onHide }: Props) {
  const t = useTranslations('common.consent');
  const outcome = useRef<HTMLParagraphElement>(null);
  const section = useRef<HTMLElement>(null);
  useRoomBelowPage(section);

  useEffect(() => {
    if (state === 'confirmed') outcome.current?.focus();
  }, [state]);

  function hide() {
    onHide();
    document.getElementById('main')?.focus();
  }

  return (
    <section ref={section} className={styles.banner} aria-labelledby={TITLE_ID}>
      <div className="container-xxl py-3">
        <h2 id={TITLE_ID} className="h5">
          {t('bannerTitle')}
        </h2>
        {state === 'asking' ? (
          <>
            {/* Small print in two blocks: neither may outgrow the page's own heading and become its
                largest paint (LCP), since the banner appears only once the page runs. */}
            <p className="small mb-1">{t('bannerText')}</p>
            <p className="small">
              <Link href="/privacy">{t('privacyLink')}</Link>
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
