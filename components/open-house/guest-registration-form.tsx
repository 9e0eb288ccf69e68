'use client';

import { useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { guestRegistrationSchema, type GuestRegistration } from '@/lib/open-house/schema';

/** A guest's registration: name and e-mail, checked by the schema the register endpoint uses. */
export function GuestRegistrationForm({
  full,
  onRegister,
  onSignIn,
}: {
  full: boolean;
  onRegister: (guest: GuestRegistration) => Promise<unknown>;
  onSignIn: () => void;
}) {
  const t = useTranslations('property.openHouse');
  const form = useZodForm(guestRegistrationSchema, {
    messages: { namespace: 'property.openHouse.errors' },
    defaultValues: { name: '', email: '' },
  });
  return (
    <Form form={form} failure={t('errors.failed')} onSubmit={onRegister} className="mt-3">
      <p className="small text-body-secondary">
        {t('guestIntro')}{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onSignIn}>
          {t('signIn')}
        </button>
      </p>
      <div className="row g-2">
        <TextField name="name" label={t('name')} autoComplete="name" maxLength={200} className="col-sm-6 mb-2" autoFocus />
        <TextField name="email" label={t('email')} type="email" autoComplete="email" maxLength={320} className="col-sm-6 mb-2" />
      </div>
      <FormFailure />
      <SubmitButton busyLabel={t('registering')}>{full ? t('joinWaitingLine') : t('register')}</SubmitButton>
    </Form>
  );
}
