'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Form, FormFailure, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useRouter } from '@/lib/i18n/navigation';
import { useSandboxPayment } from '@/lib/payments/hooks';
import { formatOre } from '@/lib/payments/rules';
import { sandboxCardSchema, type PaymentView } from '@/lib/payments/schema';

type Outcome = 'pay' | 'fail' | 'cancel';

/**
 * The sandbox provider's checkout page, plainly marked as test mode: a test card number and three
 * buttons. Whatever is pressed, the sandbox sends its signed event through the webhook code, and the
 * person lands on /betaling/{id}, as after Stripe's checkout.
 */
export function SandboxCheckout({ payment }: { payment: PaymentView }) {
  const t = useTranslations('paymentConfirmation.sandbox');
  const router = useRouter();
  const pay = useSandboxPayment(payment.id);
  const outcome = useRef<Outcome>('pay');
  const [cancelling, setCancelling] = useState(false);
  const form = useZodForm(sandboxCardSchema, {
    messages: { namespace: 'paymentConfirmation.sandbox.errors' },
    defaultValues: { cardNumber: '4242 4242 4242 4242' },
  });
  const done = () => router.replace({ pathname: '/payment-confirmation/[id]', params: { id: payment.id } });

  async function cancel() {
    setCancelling(true);
    try {
      await pay.mutateAsync({ outcome: 'cancel' });
    } finally {
      done();
    }
  }

  return (
    <section className="card border-warning" aria-labelledby="sandbox-title">
      <div className="card-body">
        <p className="mb-2">
          <span className="badge text-bg-warning">{t('badge')}</span>
        </p>
        <h2 id="sandbox-title" className="h4">
          {t('title')}
        </h2>
        <p>{t('text')}</p>
        <p className="fw-semibold" data-testid="sandbox-amount">
          {t('amount', { amount: formatOre(payment.amountOre), description: payment.description })}
        </p>
        <Form
          form={form}
          failure={t('failed')}
          onSubmit={async ({ cardNumber }) => {
            await pay.mutateAsync({ cardNumber, outcome: outcome.current });
            done();
          }}
        >
          <FormFailure />
          <TextField name="cardNumber" label={t('cardNumber')} hint={t('cardHint')} inputMode="numeric" autoComplete="off" maxLength={30} />
          <div className="d-flex flex-wrap gap-2">
            <SubmitAs className="btn btn-primary" label={t('pay')} busy={pay.isPending} onChoose={() => (outcome.current = 'pay')} />
            <SubmitAs
              className="btn btn-outline-danger"
              label={t('fail')}
              busy={pay.isPending}
              onChoose={() => (outcome.current = 'fail')}
            />
            <button type="button" className="btn btn-link" disabled={pay.isPending || cancelling} onClick={() => void cancel()}>
              {t('cancel')}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}

/** A submit button that first says which outcome the form is sent with. */
function SubmitAs({ className, label, busy, onChoose }: { className: string; label: string; busy: boolean; onChoose: () => void }) {
  return (
    <button type="submit" className={className} disabled={busy} onClick={onChoose}>
      {label}
    </button>
  );
}
