'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { useStopByLink } from '@/lib/subscriptions/hooks';
import type { StopLinkSubscription } from '@/lib/subscriptions/schema';

/**
 * The reminder mail's stop link, no sign-in needed. Opening the link changes nothing (mail scanners
 * open links too); the one click on this button does.
 */
export function StopLink({ token, subscription }: { token: string; subscription: StopLinkSubscription }) {
  const t = useTranslations('subscriptions.stopLink');
  const locale = useLocale() as Locale;
  const stop = useStopByLink();
  const current = stop.data ?? subscription;
  const values = { listName: current.listName, date: formatDate(current.renewsOn, locale) };
  return (
    <section className="d-grid gap-3" aria-live="polite">
      {current.companyName ? <p className="mb-0">{t('company', { company: current.companyName })}</p> : null}
      {current.state === 'expired' ? (
        <p>{t('expired', values)}</p>
      ) : stop.isSuccess ? (
        <FormAlert kind="success">{t('done', values)}</FormAlert>
      ) : current.state === 'stopped' ? (
        <p>{t('alreadyStopped', values)}</p>
      ) : (
        <div>
          <p>{t('intro', values)}</p>
          <button
            type="button"
            className="btn btn-danger"
            disabled={stop.isPending}
            aria-busy={stop.isPending}
            onClick={() => stop.mutate(token)}
          >
            {t('confirm')}
          </button>
        </div>
      )}
      {stop.isError ? <FormAlert kind="error">{stop.error.message || t('failed')}</FormAlert> : null}
      <p>
        <Link href="/subscriptions">{t('manage')}</Link>
      </p>
    </section>
  );
}
