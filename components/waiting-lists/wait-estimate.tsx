import { useTranslations } from 'next-intl';
import type { WaitEstimate } from '@/lib/waiting-lists/schema';

/** The estimated wait as a range with how it was reckoned — never a promise. */
export function WaitEstimateText({ estimate, passive }: { estimate: WaitEstimate; passive: boolean }) {
  const t = useTranslations('waitingList.estimate');
  let body;
  if (passive) body = <p className="small mb-0">{t('passive')}</p>;
  else if (!estimate) body = <p className="small mb-0">{t('none')}</p>;
  else {
    body = (
      <>
        <p className="fw-semibold mb-1">
          {estimate.minMonths === estimate.maxMonths
            ? t('rangeSame', { min: estimate.minMonths })
            : t('range', { min: estimate.minMonths, max: estimate.maxMonths })}
        </p>
        <p className="small text-body-secondary mb-0">{t('method', { housed: estimate.housedLastYear, ahead: estimate.ahead })}</p>
      </>
    );
  }
  return (
    <section className="mt-3">
      <h3 className="h6">{t('title')}</h3>
      {body}
    </section>
  );
}
