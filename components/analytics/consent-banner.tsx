'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import type { ConsentChoice } from '@/lib/analytics/consent';
import { Link } from '@/lib/i18n/navigation';
import { ConsentChoices } from './consent-choices';
import styles from './consent.module.css';

/**
 * 'unknown': on the server and while the page hydrates, before the browser's stored choice is read.
 * The banner is then drawn as the question, so it is part of the first paint rather than a late,
 * large paint of its own (LCP); a visitor who already chose never sees it, because the inline
 * script of ConsentChoiceHint marks the document before the banner is parsed.
 */
export type BannerState = 'unknown' | 'asking' | 'confirmed' | 'hidden';

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

/** Room between a focused element and the banner above which it is brought. */
const FOCUS_MARGIN_PX = 8;

/**
 * While the banner covers the bottom of the window, the page ends that much lower, so the banner
 * never hides the end of what a person reads (padding below everything moves nothing above it), and
 * nothing that gets focus stays under it (WCAG 2.4.11): the window's scroll padding is as tall (for
 * what the browser scrolls to, a link's target say), and an element focused behind the banner, which
 * the browser counts as in view and leaves where it is, is scrolled up above it.
 */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    const uncover = ({ target }: FocusEvent) => {
      // A banner the document hides (a stored choice, before the page has read it) covers nothing.
      if (!(target instanceof Element) || element.contains(target) || element.offsetHeight === 0) return;
      const below = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top + FOCUS_MARGIN_PX;
      if (below > 0) window.scrollBy({ top: below, behavior: 'instant' });
    };
    observer.observe(element);
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
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
    <section ref={section} className={`${styles.banner} ${state === 'unknown' ? styles.unknown : ''}`} aria-labelledby={TITLE_ID}>
      <div className="container-xxl py-3">
        <h2 id={TITLE_ID} className="h5">
          {t('bannerTitle')}
        </h2>
        {state === 'asking' || state === 'unknown' ? (
          <>
            <p className="small mb-1">{t('bannerText')}</p>
            <p className="small">
              <Link href="/privacy">{t('privacyLink')}</Link>
            </p>
            {/* Without JavaScript the two answers post themselves; the server keeps the choice and sends the person back. */}
            <form method="post" action="/api/consent">
              <ConsentChoices
                onChoose={onChoose}
                third={{ label: t('customise'), onClick: onCustomise }}
                posts
                plain={state === 'unknown'}
              />
            </form>
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
      {/* Last in the banner, so its CSS can tell a banner the browser has only partly read. */}
      <span className={styles.end} hidden />
    </section>
  );
}
