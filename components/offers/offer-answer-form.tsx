'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { useRouter } from '@/lib/i18n/navigation';
import { useAnswerOffer } from '@/lib/offers/hooks';
import type { OfferAnswer } from '@/lib/offers/rules';
import { offerAnswerSchema, type OfferAnswerInput } from '@/lib/offers/schema';

/**
 * Interested or not: two radio buttons and one button to send, so a slip of the finger sends
 * nothing. After the answer is registered the confirmation page (/tilbud/{token}/interesse) follows,
 * with or without JavaScript.
 */
export function OfferAnswerForm({ token, current }: { token: string; current: OfferAnswer | null }) {
  const t = useTranslations('tenantAssignmentFlowOffer');
  const locale = useLocale();
  const router = useRouter();
  const answer = useAnswerOffer(token);
  const form = useZodForm(offerAnswerSchema, {
    messages: { namespace: 'tenantAssignmentFlowOffer' },
    defaultValues: current ? { answer: current } : undefined,
  });
  async function submit(input: OfferAnswerInput) {
    await answer.mutateAsync(input);
    router.push({ pathname: '/tenant-assignment-offer/[token]/interest', params: { token } });
  }
  const error = form.formState.errors.answer?.message;
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={t('errors.answerFailed')}
      aria-labelledby="offer-question"
      method="post"
      action={`/api/offer-answers/${encodeURIComponent(token)}`}
    >
      {/* Without JavaScript the form posts itself to the same route (lib/http/html-form.ts). */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <fieldset className="mb-3" aria-describedby={error ? 'offer-answer-error' : undefined}>
        <legend id="offer-question" className="h5">
          {t('question')}
        </legend>
        {(['interested', 'notInterested'] as const).map((value) => (
          <div key={value} className="form-check">
            <input
              id={`offer-answer-${value}`}
              type="radio"
              value={value}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              {...form.register('answer')}
            />
            <label htmlFor={`offer-answer-${value}`} className="form-check-label">
              {t(value)}
            </label>
          </div>
        ))}
        {error ? (
          <div id="offer-answer-error" className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </fieldset>
      <FormFailure />
      <SubmitButton busyLabel={t('sending')}>{current ? t('changeAnswer') : t('send')}</SubmitButton>
    </Form>
  );
}
