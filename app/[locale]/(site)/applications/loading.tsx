import { getTranslations } from '@/lib/i18n/translations';

/** Shown while the overview of another filter loads. */
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <div className="container py-5 d-flex align-items-center gap-2" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
