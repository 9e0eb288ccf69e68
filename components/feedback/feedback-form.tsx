'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, feedbackSchema, type FeedbackInput } from '@/lib/feedback/schema';
import { FormAlert } from '@/components/accounts/form-alert';
import { refusalText } from '@/components/accounts/personal-info-forms';

type Field = keyof FeedbackInput;
type FieldError = 'message' | 'messageTooLong' | 'email' | 'page';
const LIMITS = { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH };

function errorOf(field: Field, draft: FeedbackInput): FieldError {
  if (field === 'message') return draft.message.trim().length > FEEDBACK_MAX_LENGTH ? 'messageTooLong' : 'message';
  return field;
}

/** The page the person came from, when it was one of ours: what the feedback most likely concerns. */
function referringPath(): string {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? `${from.pathname}${from.search}` : '';
  } catch {
    return '';
  }
}

export function FeedbackForm({ page: initialPage }: { page: string }) {
  const t = useTranslations('common.feedbackForm');
  const id = useId();
  const [draft, setDraft] = useState<FeedbackInput>({ message: '', email: '', page: initialPage });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [sentTo, setSentTo] = useState<string | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: (input: FeedbackInput) => api.post<void>('feedback', input) });

  useEffect(() => {
    if (!initialPage) setDraft((d) => (d.page ? d : { ...d, page: referringPath() }));
  }, [initialPage]);
  useEffect(() => {
    if (sentTo !== undefined) thanks.current?.focus();
  }, [sentTo]);

  const set = (field: Field, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = feedbackSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, FieldError>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= errorOf(issue.path[0] as Field, draft);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync(draft);
      setSentTo(parsed.data.email);
      setDraft({ message: '', email: '', page: '' });
    } catch (error) {
      setFailure(refusalText(error, t('failed')));
    }
  }

  if (sentTo !== undefined) {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="alert alert-success" style={{ maxWidth: '40rem' }}>
        <h2 className="h5">{t('thanksTitle')}</h2>
        <p>{t('thanksText')}</p>
        {sentTo ? <p>{t('thanksWithEmail', { email: sentTo })}</p> : null}
        <button type="button" className="btn btn-outline-success" onClick={() => setSentTo(undefined)}>
          {t('another')}
        </button>
      </div>
    );
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  const describedBy = (field: Field) => [errors[field] ? `${fieldId(field)}-error` : '', `${fieldId(field)}-hint`].filter(Boolean).join(' ');
  const fieldProps = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: draft[field],
    className: `form-control ${errors[field] ? 'is-invalid' : ''}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const help = (field: Field, hint: string) => (
    <>
      {errors[field] ? (
        <div id={`${fieldId(field)}-error`} className="invalid-feedback d-block">
          {t(`errors.${errors[field]}`, LIMITS)}
        </div>
      ) : null}
      <div id={`${fieldId(field)}-hint`} className="form-text">
        {hint}
      </div>
    </>
  );

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: '40rem' }}>
      <div className="mb-3">
        <label htmlFor={fieldId('message')} className="form-label">
          {t('message')}
        </label>
        <textarea rows={6} required {...fieldProps('message')} />
        {help('message', `${t('messageHint', LIMITS)} (${draft.message.length}/${FEEDBACK_MAX_LENGTH})`)}
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('email')} className="form-label">
          {t('email')}
        </label>
        <input type="email" autoComplete="email" {...fieldProps('email')} />
        {help('email', t('emailHint'))}
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('page')} className="form-label">
          {t('page')}
        </label>
        <input type="text" {...fieldProps('page')} />
        {help('page', t('pageHint'))}
      </div>
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <button type="submit" className="btn btn-primary" disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
