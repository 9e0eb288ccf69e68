'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { OutcomeActions } from '@/components/console/outcome-panel';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api/client';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { usePayment, useRetryPayment } from '@/lib/payments/hooks';
import { formatOre } from '@/lib/payments/rules';
import type { PaymentView } from '@/lib/payments/schema';

/**
 * /betaling/{id}: processing (asked again every two seconds) → success, "confirmation by e-mail",
 * or failure, "not registered on the waiting list", with a retry. A failure whose
 * sign-up another payment has paid since says so instead of offering to pay again, and a payment
 * given back (it paid for a place already paid for) says that.
 */
export function PaymentStatus({ initial, backWithoutPaying }: { initial: PaymentView; backWithoutPaying: boolean }) {
  const { data: payment, isError, refetch } = usePayment(initial);
  // Back to this page from the browser's memory (bfcache): it may be a failure paid for since — ask again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);
  return (
    <div className="d-grid gap-4">
      <Outcome payment={payment} backWithoutPaying={backWithoutPaying} />
      {isError ? <StatusFailed /> : null}
      <PaymentDetails payment={payment} />
    </div>
  );
}

/** `backWithoutPaying`: the person left Stripe's checkout with "back"; the session is open until it expires. */
function Outcome({ payment, backWithoutPaying }: { payment: PaymentView; backWithoutPaying: boolean }) {
  const t = useTranslations('paymentConfirmation');
  if (payment.status === 'processing' || (payment.status === 'open' && !backWithoutPaying)) {
    return (
      <section role="status" aria-live="polite" data-testid="payment-processing">
        <h2 className="h4 d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('processing.title')}
        </h2>
        <p className="mb-0">{t('processing.text')}</p>
      </section>
    );
  }
  if (payment.status === 'succeeded') {
    return (
      <section role="status" data-testid="payment-success">
        <h2 className="h4">{t('success.title')}</h2>
        <p>
          {payment.purpose === 'subscription-renewal'
            ? t('renewal.success')
            : t('success.text', { name: payment.listName ?? payment.description })}
        </p>
        <OutcomeActions>
          <Link href="/subscriptions" className="btn btn-primary">
            {t('goToSubscriptions')}
          </Link>
          <Link href="/waiting-lists" className="btn btn-outline-primary">
            {t('goToWaitingLists')}
          </Link>
        </OutcomeActions>
      </section>
    );
  }
  if (payment.status === 'refunded') {
    return (
      <section role="status" data-testid="payment-refunded">
        <h2 className="h4">{t('refunded.title')}</h2>
        <p>{t('refunded.text', { amount: formatOre(payment.amountOre) })}</p>
        <WaitingListsLink />
      </section>
    );
  }
  if (payment.paidBy) {
    return (
      <section role="status" data-testid="payment-paid-elsewhere">
        <h2 className="h4">{t('paidElsewhere.title')}</h2>
        <p>{t(payment.purpose === 'subscription-renewal' ? 'paidElsewhere.renewal' : 'paidElsewhere.text')}</p>
        <OutcomeActions>
          <Link href={{ pathname: '/payment-confirmation/[id]', params: { id: payment.paidBy } }} className="btn btn-primary">
            {t('paidElsewhere.seePayment')}
          </Link>
          <WaitingListsLink outline />
        </OutcomeActions>
      </section>
    );
  }
  const kind = payment.status === 'failed' ? 'failure' : 'cancelled';
  return (
    <section role="alert" data-testid="payment-failure">
      <h2 className="h4">{t(`${kind}.title`)}</h2>
      <p>{t(`${kind}.text`)}</p>
      <RetryButton id={payment.id} />
    </section>
  );
}

function WaitingListsLink({ outline = false }: { outline?: boolean }) {
  const t = useTranslations('paymentConfirmation');
  return (
    <Link href="/waiting-lists" className={outline ? 'btn btn-outline-primary' : 'btn btn-primary'}>
      {t('goToWaitingLists')}
    </Link>
  );
}

/** 409: the sign-up was paid or the person is on the list by now (the page was left open) — the list is where to look. */
function RetryButton({ id }: { id: string }) {
  const t = useTranslations('paymentConfirmation');
  const retry = useRetryPayment(id);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={retry.isPending || retry.isSuccess}
        aria-busy={retry.isPending}
        onClick={() => retry.mutate(undefined, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) })}
      >
        {t('failure.retry')}
      </button>
      {retry.isError ? (
        <div className="mt-3">
          <FormAlert kind="error">{retry.error.message || t('retryFailed')}</FormAlert>
          {retry.error instanceof ApiError && retry.error.status === 409 ? <WaitingListsLink outline /> : null}
        </div>
      ) : null}
    </>
  );
}

function StatusFailed() {
  const t = useTranslations('paymentConfirmation.errors');
  return <FormAlert kind="error">{t('statusFailed')}</FormAlert>;
}

function PaymentDetails({ payment }: { payment: PaymentView }) {
  const t = useTranslations('paymentConfirmation.details');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="payment-details">
      <h2 id="payment-details" className="h5">
        {t('heading')}
      </h2>
      <dl className="row mb-0">
        <dt className="col-sm-4">{t('amount')}</dt>
        <dd className="col-sm-8" data-testid="payment-amount">
          {t('amountValue', { amount: formatOre(payment.amountOre) })}
        </dd>
        <dt className="col-sm-4">{t('purpose')}</dt>
        <dd className="col-sm-8">{payment.description}</dd>
        <dt className="col-sm-4">{t('date')}</dt>
        <dd className="col-sm-8">{formatDate(payment.date, locale)}</dd>
        <dt className="col-sm-4">{t('reference')}</dt>
        <dd className="col-sm-8 text-break">
          <code>{payment.id}</code>
        </dd>
      </dl>
    </section>
  );
}
