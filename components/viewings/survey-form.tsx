'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { useHydrated } from '@/components/ui/hydrated';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { useRouter } from '@/lib/i18n/navigation';
import { useSubmitSurvey } from '@/lib/viewings/hooks';
import { SURVEY_COMMENT_MAX_LENGTH } from '@/lib/viewings/rules';
import { surveyAnswerSchema, type SurveyAnswer } from '@/lib/viewings/schema';

type YesNo = 'attended' | 'stillInterested';

/**
 * The survey after a viewing: attended yes/no, still interested yes/no (asked when
 * attended), an optional comment. The server decides the outcome; the confirmation page shows it.
 * Without JavaScript the form posts itself to the same route (lib/http/html-form.ts), with both
 * questions shown: the second is only asked once the page can tell the first was answered yes.
 */
export function SurveyForm({ token }: { token: string }) {
  const t = useTranslations('bookingSurvey');
  const locale = useLocale();
  const enhanced = useHydrated();
  const router = useRouter();
  const submit = useSubmitSurvey(token);
  const form = useZodForm(surveyAnswerSchema, {
    messages: { namespace: 'bookingSurvey.validation', values: { max: SURVEY_COMMENT_MAX_LENGTH } },
  });
  const attended = form.watch('attended');

  async function send(answers: SurveyAnswer) {
    await submit.mutateAsync(answers);
    router.push({ pathname: '/booking-survey/[token]/confirmation', params: { token } });
  }

  function question(name: YesNo) {
    const error = form.formState.errors[name]?.message;
    return (
      <fieldset className="mb-3" aria-describedby={error ? `survey-${name}-error` : undefined}>
        <legend className="h6">{t(`${name}.question`)}</legend>
        {([true, false] as const).map((value) => (
          <div key={String(value)} className="form-check form-check-inline">
            <input
              id={`survey-${name}-${value}`}
              type="radio"
              name={name}
              value={value ? 'yes' : 'no'}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={form.watch(name) === value}
              onChange={() => form.setValue(name, value, { shouldValidate: form.formState.isSubmitted })}
            />
            <label htmlFor={`survey-${name}-${value}`} className="form-check-label">
              {t(`${name}.${value ? 'yes' : 'no'}`)}
            </label>
          </div>
        ))}
        {error ? (
          <div id={`survey-${name}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </fieldset>
    );
  }

  const commentError = form.formState.errors.comment?.message;
  return (
    <Form
      form={form}
      onSubmit={send}
      failure={t('errors.submitFailed')}
      aria-label={t('submit')}
      method="post"
      action={`/api/viewings/surveys/${encodeURIComponent(token)}`}
    >
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      {question('attended')}
      {attended || !enhanced ? question('stillInterested') : null}
      <div className="mb-3">
        <label htmlFor="survey-comment" className="form-label">
          {t('comment.label')}
        </label>
        <textarea
          id="survey-comment"
          rows={4}
          className={`form-control${commentError ? ' is-invalid' : ''}`}
          placeholder={t('comment.placeholder')}
          aria-describedby={commentError ? 'survey-comment-error' : undefined}
          {...form.register('comment')}
        />
        {commentError ? (
          <div id="survey-comment-error" className="invalid-feedback">
            {commentError}
          </div>
        ) : null}
      </div>
      <FormFailure />
      <SubmitButton busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
    </Form>
  );
}
