'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { FormAlert } from '@/components/accounts/form-alert';
import { ApiError } from '@/lib/api/client';
import { useApply } from '@/lib/applications/hooks';
import {
  applicationFormErrors,
  MESSAGE_MAX_LENGTH,
  type ApplicationForm,
  type ApplicationFormErrorKey,
  type ApplicationFormField,
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

type Outcome = { kind: 'sent'; result: ApplyResult } | { kind: 'alreadyApplied'; id: string | null } | { kind: 'failed'; message: string } | null;
type FieldErrors = Partial<Record<ApplicationFormField, ApplicationFormErrorKey>>;

const FIELDS: readonly ApplicationFormField[] = ['name', 'email', 'phone', 'message'];
const EMPTY: ApplicationForm = { name: '', email: '', phone: '', message: '' };

function startValues(prefill: ApplicationPrefill | null): ApplicationForm {
  if (!prefill) return EMPTY;
  const { name, email, phone, message } = prefill;
  return { name, email, phone, message };
}

/** The application: name, e-mail, phone and message, checked by the same schema as the server. */
export function ApplyForm({ home, prefill, signedIn, onCancel }: Props) {
  const t = useTranslations('applyModal');
  const id = useId();
  const [form, setForm] = useState<ApplicationForm>(() => startValues(prefill));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(prefill?.existingApplicationId ? { kind: 'alreadyApplied', id: prefill.existingApplicationId } : null);
  const apply = useApply();
  // A second click in the same tick must not send again before `isPending` has rendered.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { open: openAuth } = useAuthDialogControl();

  useEffect(() => {
    // What the person typed before (signed out, or before a reload) wins over the account's values.
    const draft = readDraft(home.slug);
    if (Object.keys(draft).length) setForm((current) => ({ ...current, ...draft }));
  }, [home.slug]);

  function set(field: ApplicationFormField, value: string) {
    setForm((current) => {
      const next = { ...current, [field]: value };
      saveDraft(home.slug, next);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function signIn() {
    saveDraft(home.slug, form);
    openAuth('login');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) return signIn();
    if (sending.current) return;
    const found = applicationFormErrors(form);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    sending.current = true;
    setOutcome(null);
    try {
      const result = await apply.mutateAsync({ ...form, property: home.slug });
      clearDraft(home.slug);
      setOutcome({ kind: 'sent', result });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setOutcome({ kind: 'alreadyApplied', id: null });
      // Our handlers answer 4xx with a message meant for the person (the home was let meanwhile, …).
      else setOutcome({ kind: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : t('errors.sendFailed') });
    } finally {
      sending.current = false;
    }
  }

  if (outcome?.kind === 'sent') return <Sent home={home} result={outcome.result} />;
  if (outcome?.kind === 'alreadyApplied') return <AlreadyApplied id={outcome.id} />;

  const fieldId = (field: ApplicationFormField) => `${id}-${field}`;
  const errorId = (field: ApplicationFormField) => `${id}-${field}-error`;
  const inputProps = (field: ApplicationFormField) => ({
    id: fieldId(field),
    name: field,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const errorText = (field: ApplicationFormField) =>
    errors[field] ? (
      <div id={errorId(field)} className="invalid-feedback d-block">
        {t(`errors.${errors[field]}`, { max: MESSAGE_MAX_LENGTH })}
      </div>
    ) : null;
  const invalid = (field: ApplicationFormField) => (errors[field] ? ' is-invalid' : '');

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
      {outcome?.kind === 'failed' ? <FormAlert kind="error">{outcome.message}</FormAlert> : null}
      <div className="row g-3">
        <Field label={t('fields.name')} htmlFor={fieldId('name')} className="col-12">
          <input type="text" autoComplete="name" maxLength={200} className={`form-control${invalid('name')}`} {...inputProps('name')} />
          {errorText('name')}
        </Field>
        <Field label={t('fields.email')} htmlFor={fieldId('email')} className="col-sm-6">
          <input type="email" autoComplete="email" maxLength={320} className={`form-control${invalid('email')}`} {...inputProps('email')} />
          {errorText('email')}
        </Field>
        <Field label={t('fields.phone')} htmlFor={fieldId('phone')} className="col-sm-6">
          <input type="tel" autoComplete="tel" maxLength={30} className={`form-control${invalid('phone')}`} {...inputProps('phone')} />
          {errorText('phone')}
        </Field>
        <Field label={t('fields.message')} htmlFor={fieldId('message')} className="col-12">
          <textarea rows={5} placeholder={t('fields.messagePlaceholder')} className={`form-control${invalid('message')}`} {...inputProps('message')} />
          {errorText('message')}
        </Field>
      </div>
      <p className="small text-body-secondary mt-3">{t('consent')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {onCancel ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={apply.isPending}>
          {apply.isPending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}

function Field({ label, htmlFor, className, children }: { label: string; htmlFor: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="form-label">
        {label}
      </label>
      {children}
    </div>
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
