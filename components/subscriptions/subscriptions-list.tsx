'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Notice, useConfirmedAction } from '@/components/console/managed-list';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatOre } from '@/lib/payments/rules';
import { useChangeRenewal, usePayRenewalNow, useSubscriptions } from '@/lib/subscriptions/hooks';
import type { SubscriptionSummary } from '@/lib/subscriptions/schema';

/**
 * /abonnementer: every paid waiting list — landlord (may be unknown), renewal date, annual fee —
 * with "stop automatic renewal" (asks first; stays active until the date) and "resume" before it.
 */
export function SubscriptionsList({ initial }: { initial: SubscriptionSummary[] }) {
  const t = useTranslations('subscriptions');
  const locale = useLocale() as Locale;
  const { data: subscriptions } = useSubscriptions(initial);
  const change = useChangeRenewal();
  // The latest change's words stay above the list: the card that was clicked re-renders in its new state.
  const [resumed, setResumed] = useState<string | null>(null);
  const stop = useConfirmedAction<SubscriptionSummary>(
    (subscription) => change.mutateAsync({ id: subscription.id, autoRenew: false }),
    (subscription) => {
      setResumed(null);
      return t('stopRenewal.done', { date: formatDate(subscription.renewsOn, locale) });
    },
  );

  if (subscriptions.length === 0) {
    return (
      <div className="text-center py-4">
        <p>{t('empty')}</p>
        <Link href="/search-waiting-lists" className="btn btn-primary">
          {t('findWaitingLists')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="text-body-secondary">{t('intro')}</p>
      <p className="visually-hidden" aria-live="polite">
        {t('count', { count: subscriptions.length })}
      </p>
      <Notice text={resumed ?? stop.notice} />
      <ul className="list-unstyled d-grid gap-3">
        {subscriptions.map((subscription) => (
          <SubscriptionItem
            key={subscription.id}
            subscription={subscription}
            onStop={() => stop.ask(subscription)}
            onResumed={(renewsOn) => setResumed(t('resume.done', { date: formatDate(renewsOn, locale) }))}
          />
        ))}
      </ul>
      {stop.dialog(
        (subscription) => ({
          title: t('stopRenewal.title'),
          text: t('stopRenewal.text', { date: formatDate(subscription.renewsOn, locale) }),
          confirmLabel: t('stopRenewal.confirm'),
        }),
        t('errors.stopFailed'),
      )}
    </>
  );
}

type ItemProps = { subscription: SubscriptionSummary; onStop: () => void; onResumed: (renewsOn: string) => void };

function SubscriptionItem({ subscription, onStop, onResumed }: ItemProps) {
  const t = useTranslations('subscriptions');
  const locale = useLocale() as Locale;
  const headingId = `subscription-${subscription.id}`;
  const date = formatDate(subscription.renewsOn, locale);
  const expired = subscription.state === 'expired';
  return (
    <li className="card" aria-labelledby={headingId} data-testid="subscription">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 id={headingId} className="h5 card-title mb-1">
            {subscription.listName}
          </h2>
          <StateBadge state={subscription.state} />
        </div>
        <dl className="row mb-2">
          <dt className="col-sm-4">{t('company')}</dt>
          <dd className="col-sm-8">{subscription.companyName ?? t('unknownCompany')}</dd>
          <dt className="col-sm-4">{t('renewalDateLabel')}</dt>
          <dd className="col-sm-8" data-testid="subscription-date">
            {expired ? t('expiredOn', { date }) : subscription.state === 'stopped' ? t('expiresOn', { date }) : t('renewalDate', { date })}
          </dd>
          <dt className="col-sm-4">{t('annualFeeLabel')}</dt>
          <dd className="col-sm-8">{t('annualFee', { amount: formatOre(subscription.annualFeeOre) })}</dd>
        </dl>
        {subscription.state === 'grace' && subscription.graceUntil ? (
          <p className="text-danger">{t('graceText', { date: formatDate(subscription.graceUntil, locale) })}</p>
        ) : null}
        <Actions subscription={subscription} onStop={onStop} onResumed={onResumed} />
      </div>
    </li>
  );
}

function StateBadge({ state }: { state: SubscriptionSummary['state'] }) {
  const t = useTranslations('subscriptions.status');
  const look = { active: 'text-bg-success', stopped: 'text-bg-secondary', grace: 'text-bg-warning', expired: 'text-bg-light' }[state];
  return (
    <span className={`badge ${look} align-self-start`} data-testid="subscription-state">
      <span className="visually-hidden">{t('label')}: </span>
      {t(state === 'stopped' ? 'renewalStopped' : state)}
    </span>
  );
}

function Actions({ subscription, onStop, onResumed }: ItemProps) {
  const t = useTranslations('subscriptions');
  const change = useChangeRenewal();
  if (subscription.state === 'expired') {
    return (
      <Link href="/search-waiting-lists" className="btn btn-outline-primary btn-sm">
        {t('signUpAgain')}
      </Link>
    );
  }
  if (subscription.state === 'stopped') {
    return (
      <>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={change.isPending}
          aria-busy={change.isPending}
          onClick={() => change.mutate({ id: subscription.id, autoRenew: true }, { onSuccess: (resumed) => onResumed(resumed.renewsOn) })}
        >
          {t('resume.button')}
          <span className="visually-hidden">: {subscription.listName}</span>
        </button>
        {change.isError ? <FormAlert kind="error">{change.error.message || t('errors.resumeFailed')}</FormAlert> : null}
      </>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      {subscription.state === 'grace' ? <PayNowButton subscription={subscription} /> : null}
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onStop}>
        {t('stopRenewal.button')}
        <span className="visually-hidden">: {subscription.listName}</span>
      </button>
      <Link href="/waiting-lists" className="btn btn-link btn-sm">
        {t('seeWaitingList')}
      </Link>
    </div>
  );
}

function PayNowButton({ subscription }: { subscription: SubscriptionSummary }) {
  const t = useTranslations('subscriptions');
  const pay = usePayRenewalNow();
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={pay.isPending || pay.isSuccess}
        aria-busy={pay.isPending}
        onClick={() => pay.mutate(subscription.id, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) })}
      >
        {t('payNow', { amount: formatOre(subscription.annualFeeOre) })}
        <span className="visually-hidden">: {subscription.listName}</span>
      </button>
      {pay.isError ? <FormAlert kind="error">{pay.error.message || t('errors.payFailed')}</FormAlert> : null}
    </>
  );
}
