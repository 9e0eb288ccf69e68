import { useTranslations } from 'next-intl';
import { NoticeWithAction } from '@/components/console/outcome-panel';

/** Personal pages ask the visitor to sign in; `?auth=login` opens the sign-in dialog. */
export function SignInRequired() {
  const t = useTranslations('common.signInRequired');
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
