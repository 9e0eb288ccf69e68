'use client';

import { useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { mitidSignUpSchema, type MitidSignUpOutput } from '@/lib/accounts/auth-schema';
import { ACCOUNT_FORM_MESSAGES } from './auth-errors';
import { TermsField } from './terms-field';
import { useMitidStart } from './use-mitid-start';

/**
 * Signing up with MitID: the e-mail and the terms here, the name from MitID. Back from the broker the
 * page says the profile is made and the confirmation mail sent (the MitID notice).
 */
export function MitidSignUpForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations('account');
  const { start, failure } = useMitidStart();
  const form = useZodForm(mitidSignUpSchema, { messages: ACCOUNT_FORM_MESSAGES, defaultValues: { email: '', acceptTerms: false } });

  async function signUp(values: MitidSignUpOutput) {
    await start('signUp', values);
  }

  return (
    <Form form={form} onSubmit={signUp} failure={t('auth.errors.signUpFailed')}>
      <p>{t('mitid.signUpIntro')}</p>
      <FormFailure />
      {failure ? <FormAlert kind="error">{t(failure)}</FormAlert> : null}
      <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
      <TermsField />
      <SubmitButton className="btn btn-primary w-100">{t('mitid.signUp')}</SubmitButton>
      <button type="button" className="btn btn-link px-0 mt-2" onClick={onBack}>
        {t('mitid.signUpWithPassword')}
      </button>
    </Form>
  );
}
