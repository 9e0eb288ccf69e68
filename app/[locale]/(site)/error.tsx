'use client';

import { useTranslations } from 'next-intl';

export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('common.error');
  return (
    <div className="container-xxl py-5 text-center" role="alert">
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <button type="button" className="btn btn-primary" onClick={reset}>
        {t('retry')}
      </button>
    </div>
  );
}
