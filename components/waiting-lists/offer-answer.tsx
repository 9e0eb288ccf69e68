'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, FormFailure, useZodForm } from '@/components/ui/form';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { Link } from '@/lib/i18n/navigation';
import { useAnswerWaitingListOffer } from '@/lib/waiting-lists/offer-hooks';
import {
  waitingListOfferAnswerSchema,
  type WaitingListOfferAnswer,
  type WaitingListOfferAnswerForm,
} from '@/lib/waiting-lists/offer-schema';

/**
 * Yes or no to a waiting-list offer, each its own button (the only two answers). The answer given is
 * shown above the buttons; the other one changes it, until the deadline. Without JavaScript the
 * button pressed posts its answer to the same route (lib/http/html-form.ts), which brings the
 * person back to this page with the answer shown.
 */
export function WaitingListOfferAnswer({
  token,
  company,
  initial,
}: {
  token: string;
  company: string;
  initial: WaitingListOfferAnswer | null;
}) {
  const t = useTranslations('waitingListOfferConfirmation');
  const locale = useLocale();
  const [answer, setAnswer] = useState(initial);
  const send = useAnswerWaitingListOffer(token);
  const form = useZodForm(waitingListOfferAnswerSchema, { messages: { namespace: 'waitingListOfferConfirmation' } });
  const busy = form.formState.isSubmitting;

  async function submit(input: WaitingListOfferAnswerForm) {
    const view = await send.mutateAsync(input);
    setAnswer(view.answer);
  }

  const button = (value: WaitingListOfferAnswer) => (
    <button
      type="submit"
      name="answer"
      value={value}
      className={value === 'interested' ? 'btn btn-primary' : 'btn btn-outline-secondary'}
      disabled={busy}
      aria-busy={busy}
      onClick={() => form.setValue('answer', value)}
    >
      {answer ? t(`changeTo.${value}`) : t(value === 'interested' ? 'accept' : 'decline')}
    </button>
  );

  return (
    <section aria-labelledby="offer-question">
      {answer ? (
        <div className="alert alert-success" role="status">
          <p className="fw-semibold mb-1">{t(answer === 'interested' ? 'accepted.title' : 'declined.title')}</p>
          <p className="mb-2">{t(answer === 'interested' ? 'accepted.text' : 'declined.text', { company })}</p>
          <Link href="/waiting-lists">{t('goToWaitingLists')}</Link>
        </div>
      ) : null}
      <h2 id="offer-question" className="h5">
        {t('question')}
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        failure={t('errors.answerFailed')}
        aria-labelledby="offer-question"
        method="post"
        action={`/api/waiting-list-offers/${encodeURIComponent(token)}`}
      >
        <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
        <FormFailure />
        <div className="d-flex flex-wrap gap-2">
          {answer !== 'interested' ? button('interested') : null}
          {answer !== 'notInterested' ? button('notInterested') : null}
        </div>
      </Form>
    </section>
  );
}
