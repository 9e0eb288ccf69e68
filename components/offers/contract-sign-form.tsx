'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { CheckField, TextField } from '@/components/ui/form-field';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { useRouter } from '@/lib/i18n/navigation';
import { useSignContract } from '@/lib/offers/hooks';
import { contractSignSchema, type ContractSignInput } from '@/lib/offers/schema';

/** The simple electronic signature: the full name typed and an explicit consent, over the hash shown above. */
export function ContractSignForm({ token }: { token: string }) {
  const t = useTranslations('tenantAssignmentFlowOffer.contract');
  const locale = useLocale();
  const router = useRouter();
  const sign = useSignContract(token);
  const form = useZodForm(contractSignSchema, {
    messages: { namespace: 'tenantAssignmentFlowOffer.contract.errors' },
    defaultValues: { fullName: '', consent: false as unknown as true },
  });
  async function submit(input: ContractSignInput) {
    await sign.mutateAsync(input);
    // The page reads the signed state (and the signed copy) from the server.
    router.refresh();
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={t('signFailed')}
      aria-labelledby="contract-sign"
      style={{ maxWidth: '40rem' }}
      method="post"
      action={`/api/contracts/${encodeURIComponent(token)}/signature`}
    >
      {/* Without JavaScript the form posts itself to the same route (lib/http/html-form.ts). */}
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <h2 id="contract-sign" className="h5">
        {t('signHeading')}
      </h2>
      <TextField name="fullName" label={t('fullName')} hint={t('fullNameHint')} autoComplete="name" />
      <CheckField name="consent" label={t('consent')} required className="mb-3" />
      <FormFailure />
      <SubmitButton busyLabel={t('signing')}>{t('sign')}</SubmitButton>
    </Form>
  );
}
