'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { ALL_CONSENT, NO_CONSENT, type ConsentChoice } from '@/lib/analytics/consent';
import styles from './consent.module.css';

/**
 * The third choice submits the surrounding form when it has no click handler of its own. `posts`:
 * the first two are submit buttons naming their answer, so the form around them (the banner's) posts
 * it without JavaScript; with it, the click answers here and nothing is posted. Only where the form
 * holds nothing else: in the settings, Enter in the form must not press "Accept all". `plain`: drawn
 * before the page's code runs (or without JavaScript), when the third choice, which needs the page's
 * code, is announced as unavailable.
 */
type Props = {
  onChoose: (choice: ConsentChoice) => void;
  third: { label: string; onClick?: () => void };
  posts?: boolean;
  plain?: boolean;
};

/** "Accept all", "Reject all" and a third choice, side by side and alike, so none is the easy way out. */
export function ConsentChoices({ onChoose, third, posts = false, plain = false }: Props) {
  const t = useTranslations('common.consent');
  const className = `btn btn-primary ${styles.choice}`;
  const answer = (choice: ConsentChoice, value: 'all' | 'none') => ({
    type: posts ? ('submit' as const) : ('button' as const),
    ...(posts ? { name: 'choice', value } : {}),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onChoose(choice);
    },
  });
  return (
    <div className="d-flex flex-wrap gap-2">
      <button {...answer(ALL_CONSENT, 'all')} className={className}>
        {t('acceptAll')}
      </button>
      <button {...answer(NO_CONSENT, 'none')} className={className}>
        {t('rejectAll')}
      </button>
      <button type={third.onClick ? 'button' : 'submit'} className={className} aria-disabled={plain || undefined} onClick={third.onClick}>
        {third.label}
      </button>
    </div>
  );
}
