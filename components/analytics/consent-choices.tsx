'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { ALL_CONSENT, NO_CONSENT, type ConsentChoice } from '@/lib/analytics/consent';
import styles from './consent.module.css';

/**
 * The third choice submits the surrounding form when it has no click handler of its own. `plain`:
 * drawn before the page's code runs (or without JavaScript), when only a form post can answer: the
 * third choice needs the page's code and is announced as unavailable.
 */
type Props = { onChoose: (choice: ConsentChoice) => void; third: { label: string; onClick?: () => void }; plain?: boolean };

/**
 * "Accept all", "Reject all" and a third choice, side by side and alike, so none is the easy way out.
 * The first two are submit buttons naming their answer, so a form around them (the banner's) posts it
 * without JavaScript; with it, the click answers here and nothing is posted.
 */
export function ConsentChoices({ onChoose, third, plain = false }: Props) {
  const t = useTranslations('common.consent');
  const className = `btn btn-primary ${styles.choice}`;
  const answer = (choice: ConsentChoice) => (event: MouseEvent) => {
    event.preventDefault();
    onChoose(choice);
  };
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" name="choice" value="all" className={className} onClick={answer(ALL_CONSENT)}>
        {t('acceptAll')}
      </button>
      <button type="submit" name="choice" value="none" className={className} onClick={answer(NO_CONSENT)}>
        {t('rejectAll')}
      </button>
      <button type={third.onClick ? 'button' : 'submit'} className={className} aria-disabled={plain || undefined} onClick={third.onClick}>
        {third.label}
      </button>
    </div>
  );
}
