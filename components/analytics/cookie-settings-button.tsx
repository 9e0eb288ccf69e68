'use client';

import { useTranslations } from 'next-intl';
import { useConsent } from './consent-provider';
import styles from './consent.module.css';

/** The footer's way back to the cookie choice, on every page. */
export function CookieSettingsButton() {
  const t = useTranslations('common.footer');
  const { openSettings } = useConsent();
  return (
    <button type="button" className={`btn btn-link p-0 small ${styles.footerLink}`} onClick={openSettings}>
      {t('cookieSettings')}
    </button>
  );
}
