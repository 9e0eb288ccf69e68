'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api/client';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { useCancelByToken, useTokenRegistration } from '@/lib/open-house/hooks';
import { RegistrationStatus } from './registration-status';

/** The registration a mail's cancel link names (`?token=` of the page), if the address has one. */
export function TokenRegistrationFromUrl() {
  const token = useSearchParams().get('token');
  return token ? <TokenRegistration token={token} /> : null;
}

/** What the registration is, and cancelling it without signing in. */
function TokenRegistration({ token }: { token: string }) {
  const t = useTranslations('property.openHouse');
  const locale = useLocale() as Locale;
  const registration = useTokenRegistration(token);
  const cancel = useCancelByToken(token);

  let body;
  if (registration.isPending) body = <p aria-busy="true">{t('loading')}</p>;
  else if (registration.isError) {
    const unknown = registration.error instanceof ApiError && registration.error.status === 404;
    body = <FormAlert kind="error">{unknown ? t('tokenInvalid') : t('loadFailed')}</FormAlert>;
  } else {
    const { event, name, email } = registration.data;
    body = (
      <>
        <p className="mb-1">
          {name} ({email})
        </p>
        <p className="mb-1">{t('when', { date: formatDate(event.date, locale), from: event.from, to: event.to })}</p>
        <p className="mb-1">{t('where', { place: event.place })}</p>
        {cancel.isSuccess ? <FormAlert kind="success">{t('cancelled')}</FormAlert> : null}
        <RegistrationStatus registration={registration.data} onCancel={() => cancel.mutateAsync()} />
      </>
    );
  }
  return (
    <section aria-labelledby="token-registration-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="token-registration-heading" className="h5">
          {t('yourRegistration')}
        </h2>
        {body}
      </div>
    </section>
  );
}
