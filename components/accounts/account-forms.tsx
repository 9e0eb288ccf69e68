'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSaveApplicantProfile, useSaveNotificationPreferences } from '@/lib/accounts/hooks';
import {
  applicantProfileSchema,
  incomeBands,
  INTRODUCTION_MAX_LENGTH,
  notificationKinds,
  notificationPreferencesSchema,
  occupations,
  type ApplicantProfile,
  type NotificationPreferences,
} from '@/lib/accounts/profile-schema';
import { useRouter } from '@/lib/i18n/navigation';
import { useAuth } from './auth-provider';
import { FormAlert } from './form-alert';

/**
 * Rendered next to "sign in required" on a personal page: once the person signs in through the
 * dialog, the server components render again with the session.
 */
export function RefreshOnSignIn() {
  const { status } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (status === 'authenticated') router.refresh();
  }, [status, router]);
  return null;
}

type ProfileField = 'adults' | 'children' | 'moveInDate' | 'introduction';
const PROFILE_FIELDS: readonly ProfileField[] = ['adults', 'children', 'moveInDate', 'introduction'];

type ProfileDraft = {
  adults: string;
  children: string;
  pets: boolean;
  occupation: string;
  incomeBand: string;
  moveInDate: string;
  introduction: string;
};

const toDraft = (p: ApplicantProfile): ProfileDraft => ({
  adults: String(p.adults),
  children: String(p.children),
  pets: p.pets,
  occupation: p.occupation ?? '',
  incomeBand: p.incomeBand ?? '',
  moveInDate: p.moveInDate ?? '',
  introduction: p.introduction,
});

const fromDraft = (d: ProfileDraft) => ({
  adults: d.adults === '' ? NaN : Number(d.adults),
  children: d.children === '' ? NaN : Number(d.children),
  pets: d.pets,
  occupation: d.occupation || null,
  incomeBand: d.incomeBand || null,
  moveInDate: d.moveInDate || null,
  introduction: d.introduction,
});

type Status = 'idle' | 'saved' | 'failed';

type ChoiceProps = { id: string; label: string; empty: string; value: string; onChange: (value: string) => void; options: [string, string][] };

/** A labelled select whose first option means "not stated". */
function ChoiceField({ id, label, empty, value, onChange, options }: ChoiceProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{empty}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The outcome of the last save and the save button, worded by the form's own namespace. */
function SaveFooter({ namespace, status, pending }: { namespace: 'account.profile' | 'account.notifications'; status: Status; pending: boolean }) {
  const t = useTranslations(namespace);
  return (
    <>
      {status === 'failed' ? <FormAlert kind="error">{t('saveFailed')}</FormAlert> : null}
      {status === 'saved' ? <FormAlert kind="success">{t('savedShort')}</FormAlert> : null}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('saving') : t('save')}
      </button>
    </>
  );
}

export function ProfileForm({ initial }: { initial: ApplicantProfile }) {
  const t = useTranslations('account.profile');
  const id = useId();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProfileField, true>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const save = useSaveApplicantProfile();

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setStatus('idle');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('idle');
    const parsed = applicantProfileSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      const errors: Partial<Record<ProfileField, true>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (PROFILE_FIELDS.includes(field as ProfileField)) errors[field as ProfileField] = true;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setDraft(toDraft(saved));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  /** What every validated field shares: id, value, invalid state and the ids that describe it. */
  const fieldProps = (name: ProfileField, hintId?: string) => ({
    id: fieldId(name),
    className: `form-control ${fieldErrors[name] ? 'is-invalid' : ''}`,
    value: draft[name],
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': [fieldErrors[name] ? fieldId(`${name}-error`) : '', hintId ?? ''].filter(Boolean).join(' ') || undefined,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const labelled = (name: ProfileField, label: string, control: ReactNode, hint?: ReactNode) => (
    <>
      <label htmlFor={fieldId(name)} className="form-label">
        {label}
      </label>
      {control}
      {hint}
      {fieldErrors[name] ? (
        <div id={fieldId(`${name}-error`)} className="invalid-feedback d-block">
          {t(`errors.${name}`, { max: INTRODUCTION_MAX_LENGTH })}
        </div>
      ) : null}
    </>
  );
  const introductionHint = fieldId('introduction-hint');

  return (
    <form onSubmit={submit} noValidate className="mw-100" style={{ maxWidth: '40rem' }}>
      <p>{t('intro')}</p>
      {Object.keys(fieldErrors).length > 0 ? <FormAlert kind="error">{t('errors.generic')}</FormAlert> : null}
      <div className="row g-3 mb-3">
        <div className="col-sm-6">{labelled('adults', t('adults'), <input type="number" min={1} max={10} {...fieldProps('adults')} />)}</div>
        <div className="col-sm-6">{labelled('children', t('children'), <input type="number" min={0} max={10} {...fieldProps('children')} />)}</div>
      </div>
      <div className="form-check mb-3">
        <input
          id={fieldId('pets')}
          type="checkbox"
          className="form-check-input"
          checked={draft.pets}
          onChange={(e) => set('pets', e.target.checked)}
        />
        <label htmlFor={fieldId('pets')} className="form-check-label">
          {t('hasPets')}
        </label>
      </div>
      <ChoiceField id={fieldId('occupation')} label={t('occupation')} empty={t('choose')} value={draft.occupation} onChange={(v) => set('occupation', v)}
        options={occupations.map((o) => [o, t(`occupations.${o}`)])} />
      <ChoiceField id={fieldId('incomeBand')} label={t('income')} empty={t('choose')} value={draft.incomeBand} onChange={(v) => set('incomeBand', v)}
        options={incomeBands.map((b) => [b, t(`incomeBands.${b}`)])} />
      <div className="mb-3">{labelled('moveInDate', t('moveInDate'), <input type="date" {...fieldProps('moveInDate')} />)}</div>
      <div className="mb-3">
        {labelled(
          'introduction',
          t('about'),
          <textarea rows={5} placeholder={t('aboutPlaceholder')} {...fieldProps('introduction', introductionHint)} />,
          <div id={introductionHint} className="form-text">
            {t('introductionHint', { max: INTRODUCTION_MAX_LENGTH })} ({draft.introduction.length}/{INTRODUCTION_MAX_LENGTH})
          </div>,
        )}
      </div>
      <SaveFooter namespace="account.profile" status={status} pending={save.isPending} />
    </form>
  );
}

export function NotificationsForm({ initial }: { initial: NotificationPreferences }) {
  const t = useTranslations('account.notifications');
  const id = useId();
  const [draft, setDraft] = useState<NotificationPreferences>(initial);
  const [status, setStatus] = useState<Status>('idle');
  const save = useSaveNotificationPreferences();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('idle');
    const parsed = notificationPreferencesSchema.safeParse(draft);
    if (!parsed.success) {
      setStatus('failed');
      return;
    }
    try {
      setDraft(await save.mutateAsync(parsed.data));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('intro')}</p>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('legend')}</legend>
        {notificationKinds.map((kind) => (
          <div key={kind} className="form-check form-switch mb-2">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={draft[kind]}
              onChange={(e) => {
                setDraft((d) => ({ ...d, [kind]: e.target.checked }));
                setStatus('idle');
              }}
            />
            <label htmlFor={`${id}-${kind}`} className="form-check-label">
              {t(`kinds.${kind}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <SaveFooter namespace="account.notifications" status={status} pending={save.isPending} />
    </form>
  );
}
