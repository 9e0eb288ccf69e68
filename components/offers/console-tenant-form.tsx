'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useRegisterTenant } from '@/lib/offers/hooks';
import { consoleTenantSchema, type ConsoleTenantInput } from '@/lib/offers/schema';

/** An external tenant: name, e-mail, phone, the home and the language of their mails; no account is made. */
export function ConsoleTenantForm({ companyId, homes }: { companyId: number; homes: (readonly [slug: string, label: string])[] }) {
  const t = useTranslations('companyConsole.contracts');
  const router = useRouter();
  const register = useRegisterTenant(companyId);
  const [notice, setNotice] = useState<string | null>(null);
  const empty: ConsoleTenantInput = { name: '', email: '', phone: '', home: '', locale: 'da-DK' };
  const form = useZodForm(consoleTenantSchema, { messages: { namespace: 'companyConsole.contracts.errors' }, defaultValues: empty });
  async function submit(input: ConsoleTenantInput) {
    await register.mutateAsync(input);
    form.reset(empty);
    setNotice(t('registered'));
    router.refresh();
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('registerFailed')} aria-labelledby="register-tenant" style={{ maxWidth: '40rem' }}>
      <h2 id="register-tenant" className="h4">
        {t('registerHeading')}
      </h2>
      <p>{t('registerIntro')}</p>
      <Notice text={notice} />
      <TextField name="name" label={t('name')} autoComplete="off" />
      <TextField name="email" label={t('email')} type="email" autoComplete="off" />
      <TextField name="phone" label={t('phone')} type="tel" autoComplete="off" />
      <SelectField name="home" label={t('home')} empty={t('chooseHome')} options={homes} />
      <SelectField
        name="locale"
        label={t('language')}
        empty="–"
        options={[
          ['da-DK', 'Dansk'],
          ['en-DK', 'English'],
        ]}
      />
      <FormFailure />
      <SubmitButton>{t('register')}</SubmitButton>
    </Form>
  );
}
