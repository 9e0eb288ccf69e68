import { getTranslations } from 'next-intl/server';

/** Personal pages ask the visitor to sign in; `?auth=login` opens the sign-in dialog. */
export async function SignInRequired() {
  const t = await getTranslations('common.signInRequired');
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <span>{t('text')}</span>
      <a href="?auth=login" className="btn btn-primary btn-sm">
        {t('action')}
      </a>
    </div>
  );
}
