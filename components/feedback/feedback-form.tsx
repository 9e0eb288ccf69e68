'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation } from '@/lib/api/queries';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField, FormField } from '@/components/ui/form-field';
import { api } from '@/lib/api/client';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES, feedbackSchema, type Feedback, type FeedbackInput } from '@/lib/feedback/schema';

/** The page the person came from, when it was one of ours: what the feedback most likely concerns. */
function referringPath(): string {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? `${from.pathname}${from.search}` : '';
  } catch {
    return '';
  }
}

/** Sent: the thanks take focus, so a screen reader reads them where the form was. */
function Thanks({ email, onAnother }: { email: string | null; onAnother: () => void }) {
  const t = useTranslations('common.feedbackForm');
  return (
    <div ref={(node) => node?.focus()} tabIndex={-1} role="status" className="alert alert-success" style={{ maxWidth: '40rem' }}>
      <h2 className="h5">{t('thanksTitle')}</h2>
      <p>{t('thanksText')}</p>
      {email ? <p>{t('thanksWithEmail', { email })}</p> : null}
      <button type="button" className="btn btn-outline-success" onClick={onAnother}>
        {t('another')}
      </button>
    </div>
  );
}

/** The message's hint with a live character count. */
function MessageHint() {
  const t = useTranslations('common.feedbackForm');
  const message = useWatch<FeedbackInput, 'message'>({ name: 'message' });
  return `${t('messageHint', FEEDBACK_MESSAGES.values)} (${message.length}/${FEEDBACK_MAX_LENGTH})`;
}

export function FeedbackForm({ page: initialPage }: { page: string }) {
  const t = useTranslations('common.feedbackForm');
  // undefined: not sent yet; null: sent without an address to answer.
  const [sentTo, setSentTo] = useState<string | null | undefined>(undefined);
  const form = useZodForm(feedbackSchema, { messages: FEEDBACK_MESSAGES, defaultValues: { message: '', email: '', page: initialPage } });
  const send = useMutation({ mutationFn: (input: FeedbackInput) => api.post<void>('feedback', input) });

  useEffect(() => {
    // The referrer is known only in the browser; a page named in the link wins.
    if (!initialPage && !form.getValues('page')) form.setValue('page', referringPath());
  }, [initialPage, form]);

  async function submit(values: Feedback) {
    // The handler parses with the same schema, so it gets what was typed, not the parsed output.
    await send.mutateAsync(form.getValues());
    setSentTo(values.email);
    form.reset({ message: '', email: '', page: '' });
  }

  if (sentTo !== undefined) return <Thanks email={sentTo} onAnother={() => setSentTo(undefined)} />;

  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} style={{ maxWidth: '40rem' }}>
      <FormField name="message" label={t('message')} hint={<MessageHint />}>
        {(control) => <textarea rows={6} required {...control} />}
      </FormField>
      <TextField name="email" label={t('email')} hint={t('emailHint')} type="email" autoComplete="email" />
      <TextField name="page" label={t('page')} hint={t('pageHint')} type="text" />
      <FormFailure />
      <SubmitButton busyLabel={t('sending')}>{t('send')}</SubmitButton>
    </Form>
  );
}
