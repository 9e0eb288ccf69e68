'use client';

import { useTranslations } from 'next-intl';
import { NO_CONSENT, type ConsentChoice } from '@/lib/analytics/consent';
import styles from './consent.module.css';

export const ALL_CONSENT: ConsentChoice = { statistics: true, marketing: true };

/**
 * The third choice submits the surrounding form when it has no click handler of its own. `inert`:
 * drawn before the page's code runs, when a click could do nothing (announced as unavailable).
 */
type Props = { onChoose: (choice: ConsentChoice) => void; third: { label: string; onClick?: () => void }; inert?: boolean };

/** "Accept all", "Reject all" and a third choice, side by side and alike, so none is the easy way out. */
export function ConsentChoices({ onChoose, third, inert = false }: Props) {
  const t = useTranslations('common.consent');
  const className = `btn btn-primary ${styles.choice}`;
  const unavailable = inert || undefined;
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" className={className} aria-disabled={unavailable} onClick={() => onChoose(ALL_CONSENT)}>
        {t('acceptAll')}
      </button>
      <button type="button" className={className} aria-disabled={unavailable} onClick={() => onChoose(NO_CONSENT)}>
        {t('rejectAll')}
      </button>
      <button type={third.onClick ? 'button' : 'submit'} className={className} aria-disabled={unavailable} onClick={third.onClick}>
        {third.label}
      </button>
    </div>
  );
}
