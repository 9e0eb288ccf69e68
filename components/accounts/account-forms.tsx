'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { CheckField, DateField, FormField, SelectField, TextField } from '@/components/ui/form-field';
import { useSaveApplicantProfile, useSaveNotificationPreferences } from '@/lib/accounts/hooks';
import {
  applicantProfileSchema,
  incomeBands,
  APPLICANT_PROFILE_MESSAGES,
  INTRODUCTION_MAX_LENGTH,
  occupations,
  type ApplicantProfile,
} from '@/lib/accounts/profile-schema';
import { notificationPreferencesSchema, type NotificationKind, type NotificationPreferences } from '@/lib/email/preferences';

/** The outcome of the last save and the save button, worded by the form's own namespace. */
function SaveFooter({ namespace, saved }: { namespace: 'account.profile' | 'account.notifications'; saved: boolean }) {
  const t = useTranslations(namespace);
  return (
    <>
      <FormFailure />
      {saved ? <FormAlert kind="success">{t('savedShort')}</FormAlert> : null}
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
    </>
  );
}

/** The introduction's limit and how much of it is used, as the person types. */
function IntroductionHint() {
  const t = useTranslations('account.profile');
  const introduction: string = useWatch({ name: 'introduction' }) ?? '';
  return (
    <>
      {t('introductionHint', { max: INTRODUCTION_MAX_LENGTH })} ({introduction.length}/{INTRODUCTION_MAX_LENGTH})
    </>
  );
}

/** The household's counts, each from its minimum to 10 (the schema's limits). */
const HOUSEHOLD_COUNTS = [
  { name: 'adults', min: 1 },
  { name: 'children', min: 0 },
] as const;

/** An empty choice means "not stated". */
const orNull = (value: string) => value || null;

export function ProfileForm({ initial }: { initial: ApplicantProfile }) {
  const t = useTranslations('account.profile');
  const [saved, setSaved] = useState(false);
  const form = useZodForm(applicantProfileSchema, {
    messages: APPLICANT_PROFILE_MESSAGES,
    defaultValues: initial,
  });
  const save = useSaveApplicantProfile();

  async function submit(profile: ApplicantProfile) {
    setSaved(false);
    form.reset(await save.mutateAsync(profile));
    setSaved(true);
  }

  return (
    <Form form={form} onSubmit={submit} failure={t('saveFailed')} className="mw-100" style={{ maxWidth: '40rem' }}>
      <p>{t('intro')}</p>
      <div className="row g-3 mb-3">
        {HOUSEHOLD_COUNTS.map(({ name, min }) => (
          <TextField
            key={name}
            name={name}
            label={t(name)}
            type="number"
            min={min}
            max={10}
            registerOptions={{ valueAsNumber: true }}
            className="col-sm-6"
          />
        ))}
      </div>
      <CheckField name="pets" label={t('hasPets')} className="mb-3" />
      <SelectField
        name="occupation"
        label={t('occupation')}
        empty={t('choose')}
        options={occupations.map((o) => [o, t(`occupations.${o}`)] as const)}
        registerOptions={{ setValueAs: orNull }}
      />
      <SelectField
        name="incomeBand"
        label={t('income')}
        empty={t('choose')}
        options={incomeBands.map((b) => [b, t(`incomeBands.${b}`)] as const)}
        registerOptions={{ setValueAs: orNull }}
      />
      <DateField name="moveInDate" label={t('moveInDate')} />
      <FormField name="introduction" label={t('about')} hint={<IntroductionHint />}>
        {(control) => <textarea rows={5} placeholder={t('aboutPlaceholder')} {...control} />}
      </FormField>
      <SaveFooter namespace="account.profile" saved={saved && !form.formState.isDirty} />
    </Form>
  );
}

/** The switches of `kinds` (lib/email/preferences.ts offers them); the other kinds keep their stored values, saved unchanged. */
export function NotificationsForm({ initial, kinds }: { initial: NotificationPreferences; kinds: readonly NotificationKind[] }) {
  const t = useTranslations('account.notifications');
  const [saved, setSaved] = useState(false);
  const form = useZodForm(notificationPreferencesSchema, { messages: { namespace: 'account' }, defaultValues: initial });
  const save = useSaveNotificationPreferences();

  async function submit(preferences: NotificationPreferences) {
    setSaved(false);
    form.reset(await save.mutateAsync(preferences));
    setSaved(true);
  }

  return (
    <Form form={form} onSubmit={submit} failure={t('saveFailed')}>
      <p>{t('intro')}</p>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('legend')}</legend>
        {kinds.map((kind) => (
          <CheckField key={kind} name={kind} label={t(`kinds.${kind}`)} asSwitch />
        ))}
      </fieldset>
      <SaveFooter namespace="account.notifications" saved={saved && !form.formState.isDirty} />
    </Form>
  );
}
