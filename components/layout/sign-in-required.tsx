import { getTranslations } from '@/lib/i18n/translations';
import { NoticeWithAction } from '@/components/console/outcome-panel';

/** Personal pages ask the visitor to sign in; `?auth=login` opens the sign-in dialog. */
export async function SignInRequired() {
  const t = await getTranslations('common.signInRequired');
  return (
    <NoticeWithAction
      text={t('text')}
      action={
        <a href="?auth=login" className="btn btn-primary btn-sm">
          {t('action')}
        </a>
      }
    />
  );
}
