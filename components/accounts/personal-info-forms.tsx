'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { changePasswordSchema, type ChangePasswordOutput } from '@/lib/accounts/auth-schema';
import { useChangeEmail, useSavePersonalInfo } from '@/lib/accounts/hooks';
import { changeEmailSchema, NAME_MAX_LENGTH, personalInfoSchema, type PersonalInfo } from '@/lib/accounts/personal-info-schema';
import { ACCOUNT_FORM_MESSAGES } from './auth-errors';
import { authClient } from './auth-client';
import { useAuth } from './auth-provider';
import { NewPasswordField } from './new-password-field';
import { useAuthFailure } from './use-auth-failure';

const detailsOf = (info: Pick<PersonalInfo, 'name' | 'phone'>) => ({ name: info.name, phone: info.phone ?? '' });

export function PersonalDetailsForm({ initial }: { initial: PersonalInfo }) {
  const t = useTranslations('account.personalInfo');
  const { refresh } = useAuth();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(personalInfoSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: detailsOf(initial) });
  const save = useSavePersonalInfo();

  async function submit() {
    setSaved(false);
    // The raw values: the server trims and normalises the phone number itself, and answers with the result.
    const result = await save.mutateAsync(form.getValues());
    form.reset(detailsOf(result));
    setSaved(true);
    // The header greets the person by name: let it read the new one.
    await refresh();
  }

  return (
    <Form form={form} onSubmit={submit} failure={t('saveFailed')} aria-labelledby="details-heading" className="mb-5">
      <h2 id="details-heading" className="h4">
        {t('detailsHeading')}
      </h2>
      <TextField name="name" label={t('name')} autoComplete="name" required maxLength={NAME_MAX_LENGTH} />
      <TextField name="phone" label={t('phone')} type="tel" autoComplete="tel" hint={t('phoneHint')} />
      <FormFailure />
      {saved ? <FormAlert kind="success">{t('saved')}</FormAlert> : null}
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
    </Form>
  );
}

export function ChangeEmailForm({ email }: { email: string }) {
  const t = useTranslations('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(changeEmailSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: { newEmail: '', password: '' } });
  const change = useChangeEmail();

  async function submit(values: { newEmail: string; password: string }) {
    setSentTo(null);
    await change.mutateAsync(values);
    form.setValue('password', '');
    setSentTo(values.newEmail);
  }

  return (
    <Form form={form} onSubmit={submit} failure={t('personalInfo.saveFailed')} aria-labelledby="email-heading" className="mb-5">
      <h2 id="email-heading" className="h4">
        {t('personalInfo.emailHeading')}
      </h2>
      <p className="mb-1">{t('personalInfo.currentEmail', { email })}</p>
      <p className="text-body-secondary">{t('personalInfo.emailIntro')}</p>
      <TextField name="newEmail" label={t('personalInfo.newEmail')} type="email" autoComplete="email" required />
      <TextField name="password" label={t('personalInfo.yourPassword')} type="password" autoComplete="current-password" required />
      <FormFailure />
      {sentTo ? <FormAlert kind="success">{t('personalInfo.emailSent', { email: sentTo })}</FormAlert> : null}
      <SubmitButton className="btn btn-outline-primary" busyLabel={t('personalInfo.sending')}>
        {t('personalInfo.changeEmail')}
      </SubmitButton>
    </Form>
  );
}

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useTranslations('account');
  const [changed, setChanged] = useState(false);
  const form = useZodForm(changePasswordSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: NO_PASSWORDS });
  const fail = useAuthFailure(form, { currentPassword: 'currentPassword', newPassword: 'newPassword' });

  async function submit({ currentPassword, newPassword }: ChangePasswordOutput) {
    setChanged(false);
    // Other devices are signed out: whoever changes a password may suspect someone else knows it.
    const { error } = await authClient().changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) return fail(error);
    form.reset(NO_PASSWORDS);
    setChanged(true);
  }

  return (
    <Form form={form} onSubmit={submit} failure={t('auth.errors.generic')} aria-labelledby="password-heading" className="mb-5">
      <h2 id="password-heading" className="h4">
        {t('personalInfo.passwordHeading')}
      </h2>
      <TextField
        name="currentPassword"
        label={t('personalInfo.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordField name="newPassword" label={t('personalInfo.newPassword')} />
      <TextField
        name="confirmPassword"
        label={t('personalInfo.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('personalInfo.passwordOthers')}
      />
      <FormFailure />
      {changed ? <FormAlert kind="success">{t('personalInfo.passwordChanged')}</FormAlert> : null}
      <SubmitButton className="btn btn-outline-primary">{t('personalInfo.changePassword')}</SubmitButton>
    </Form>
  );
}
