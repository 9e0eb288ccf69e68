'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/ui/form-alert';
import { useMitidStart } from './use-mitid-start';

/** "Log ind med MitID", under the password form: the broker signs the person in to the account linked to their MitID. */
export function MitidSignIn() {
  const t = useTranslations('account');
  const { start, pending, failure } = useMitidStart();
  return (
    <div className="mt-3">
      <p className="text-center text-body-secondary small mb-2">{t('mitid.or')}</p>
      {failure ? <FormAlert kind="error">{t(failure)}</FormAlert> : null}
      <button
        type="button"
        className="btn btn-outline-primary w-100"
        onClick={() => start('signIn')}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('mitid.redirecting') : t('mitid.signIn')}
      </button>
    </div>
  );
}
