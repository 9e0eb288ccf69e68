import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';

/** What a 404 says, in the request's language: that the page is not here, and the way to the homepage. */
export async function NotFoundContent() {
  const t = await getTranslations('common.notFound');
  return (
    <div className="container-xxl py-5 text-center">
      <p className="display-1 fw-bold text-body-tertiary" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <Link href="/" className="btn btn-primary">
        {t('home')}
      </Link>
    </div>
  );
}
