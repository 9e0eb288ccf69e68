'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api/client';
import { useApply } from '@/lib/applications/hooks';
import {
  APPLICATION_FORM_MESSAGES,
  applicationFormSchema,
  type ApplicationForm,
  type ApplicationPrefill,
  type ApplyResult,
} from '@/lib/applications/schema';
import { Link } from '@/lib/i18n/navigation';
import type { ApplyHome } from './apply-home';
import { clearDraft, readDraft, saveDraft } from './apply-draft';

type Props = {
  home: ApplyHome;
  /** The account's values; null when signed out (the fields start empty). */
  prefill: ApplicationPrefill | null;
  signedIn: boolean;
  /** Shown as a Cancel button (the modal); the page has none. */
  onCancel?: () => void;
};

type Outcome = { kind: 'sent'; result: ApplyResult } | { kind: 'alreadyApplied'; id: string | null } | null;

function startValues(prefill: ApplicationPrefill | null): ApplicationForm {
  if (!prefill) return { name: '', email: '', phone: '', message: '' };
  const { name, email, phone, message } = prefill;
  return { name, email, phone, message };
}

/** What was typed is kept per home (sessionStorage) and wins over the account's values once back. */
function useDraft(slug: string, form: ReturnType<typeof useApplyForm>) {
  useEffect(() => {
    const draft = readDraft(slug);
    if (Object.keys(draft).length) form.reset({ ...form.getValues(), ...draft });
    const watching = form.watch((values) => saveDraft(slug, values as ApplicationForm));
    return () => watching.unsubscribe();
  }, [slug, form]);
}

const useApplyForm = (prefill: ApplicationPrefill | null) =>
  useZodForm(applicationFormSchema, { messages: APPLICATION_FORM_MESSAGES, defaultValues: startValues(prefill) });

/** The application: name, e-mail, phone and message, checked by the same schema as the server. */
export function ApplyForm({ home, prefill, signedIn, onCancel }: Props) {
  const t = useTranslations('applyModal');
  const [outcome, setOutcome] = useState<Outcome>(
    prefill?.existingApplicationId ? { kind: 'alreadyApplied', id: prefill.existingApplicationId } : null,
  );
  const apply = useApply();
  // A second click in the same tick must not send again before the busy state has rendered.
  const sending = useRef(false);
  const { open: openAuth } = useAuthDialogControl();
  const form = useApplyForm(prefill);
  useDraft(home.slug, form);

  function signIn() {
    saveDraft(home.slug, form.getValues());
    openAuth('login');
  }

  async function submit(values: ApplicationForm) {
    if (!signedIn) return signIn();
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await apply.mutateAsync({ ...values, property: home.slug });
      clearDraft(home.slug);
      setOutcome({ kind: 'sent', result });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error; // the kit shows why (a 4xx's own words)
      setOutcome({ kind: 'alreadyApplied', id: null });
    } finally {
      sending.current = false;
    }
  }

  if (outcome?.kind === 'sent') return <Sent home={home} result={outcome.result} />;
  if (outcome?.kind === 'alreadyApplied') return <AlreadyApplied id={outcome.id} />;

  return (
    <Form form={form} onSubmit={submit} failure={t('errors.sendFailed')}>
      {home.external ? (
        <div className="alert alert-info" role="note">
          <p className="fw-semibold mb-1">{t('external.title')}</p>
          <p className="mb-0">{t('external.text', { company: home.company })}</p>
        </div>
      ) : (
        <p>{t('intro', { company: home.company })}</p>
      )}
      {signedIn ? null : (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status">
          <button type="button" className="btn btn-primary btn-sm" onClick={signIn}>
            {t('signInToApply')}
          </button>
        </div>
      )}
      <FormFailure />
      <div className="row g-3">
        <TextField name="name" label={t('fields.name')} className="col-12" type="text" autoComplete="name" maxLength={200} />
        <TextField name="email" label={t('fields.email')} className="col-sm-6" type="email" autoComplete="email" maxLength={320} />
        <TextField name="phone" label={t('fields.phone')} className="col-sm-6" type="tel" autoComplete="tel" maxLength={30} />
        <FormField name="message" label={t('fields.message')} className="col-12">
          {(control) => <textarea rows={5} placeholder={t('fields.messagePlaceholder')} {...control} />}
        </FormField>
      </div>
      <p className="small text-body-secondary mt-3">{t('consent')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {onCancel ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        {signedIn ? (
          <SubmitButton busyLabel={t('sending')}>{t('send')}</SubmitButton>
        ) : (
          // Signed out, sending starts with signing in; what was typed waits in the draft.
          <button type="button" className="btn btn-primary" onClick={signIn}>
            {t('send')}
          </button>
        )}
      </div>
    </Form>
  );
}

function Sent({ home, result }: { home: ApplyHome; result: ApplyResult }) {
  const t = useTranslations('applyModal');
  return (
    <div role="status">
      <p className="h5">{t('success.title')}</p>
      <p>{t('success.text', { email: result.email })}</p>
      {result.external ? <p className="alert alert-info">{t('external.text', { company: home.company })}</p> : null}
      <Link href={{ pathname: '/application/[id]', params: { id: result.id } }} className="btn btn-primary me-2">
        {t('alreadyApplied.seeApplication')}
      </Link>
      <Link href="/applications" className="btn btn-outline-primary">
        {t('success.goToApplications')}
      </Link>
    </div>
  );
}

function AlreadyApplied({ id }: { id: string | null }) {
  const t = useTranslations('applyModal');
  return (
    <div role="status">
      <p className="h5">{t('alreadyApplied.title')}</p>
      <p>{t('alreadyApplied.text')}</p>
      {id ? (
        <Link href={{ pathname: '/application/[id]', params: { id } }} className="btn btn-primary">
          {t('alreadyApplied.seeApplication')}
        </Link>
      ) : (
        <Link href="/applications" className="btn btn-primary">
          {t('success.goToApplications')}
        </Link>
      )}
    </div>
  );
}
