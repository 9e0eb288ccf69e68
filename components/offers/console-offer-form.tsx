'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { DateField, TextField } from '@/components/ui/form-field';
import { useMakeOffers } from '@/lib/offers/hooks';
import { consoleOfferSchema, type ConsoleOfferInput } from '@/lib/offers/schema';

export type OfferableApplication = { id: string; name: string; address: string };

/** The console's offer: tick applicants, set the terms and the deadline (Danish time). */
export function ConsoleOfferForm({ companyId, applications }: { companyId: number; applications: OfferableApplication[] }) {
  const t = useTranslations('companyConsole.offers');
  const router = useRouter();
  const make = useMakeOffers(companyId);
  const [notice, setNotice] = useState<string | null>(null);
  const empty = {
    applicationIds: [],
    monthlyRent: '' as unknown as number,
    deposit: '',
    prepaidRent: '',
    moveInDate: '',
    deadlineDate: '',
    deadlineTime: '12:00',
  };
  const form = useZodForm(consoleOfferSchema, { messages: { namespace: 'companyConsole.offers.errors' }, defaultValues: empty });
  async function submit(input: ConsoleOfferInput) {
    const made = await make.mutateAsync(input);
    form.reset(empty);
    setNotice(t('made', { count: made.length }));
    router.refresh();
  }
  const pickError = form.formState.errors.applicationIds?.message;
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} aria-labelledby="make-offer" style={{ maxWidth: '48rem' }}>
      <h2 id="make-offer" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <Notice text={notice} />
      <fieldset className="mb-3" aria-describedby={pickError ? 'offer-applicants-error' : undefined}>
        <legend className="form-label fs-6">{t('applicants')}</legend>
        {applications.length ? (
          applications.map((application) => (
            <div key={application.id} className="form-check">
              <input
                id={`offer-${application.id}`}
                type="checkbox"
                className="form-check-input"
                value={application.id}
                {...form.register('applicationIds')}
              />
              <label htmlFor={`offer-${application.id}`} className="form-check-label">
                {t('applicantLabel', { name: application.name, address: application.address })}
              </label>
            </div>
          ))
        ) : (
          <p className="text-body-secondary">{t('noApplicants')}</p>
        )}
        {pickError ? (
          <div id="offer-applicants-error" className="invalid-feedback d-block">
            {pickError}
          </div>
        ) : null}
      </fieldset>
      <div className="row g-3">
        <TextField name="monthlyRent" label={t('rent')} type="number" inputMode="numeric" min={1} className="col-md-6" />
        <DateField name="moveInDate" label={t('moveIn')} className="col-md-6" />
        <TextField
          name="deposit"
          label={t('deposit')}
          hint={t('homeAmountHint')}
          type="number"
          inputMode="numeric"
          min={0}
          className="col-md-6"
        />
        <TextField
          name="prepaidRent"
          label={t('prepaidRent')}
          hint={t('homeAmountHint')}
          type="number"
          inputMode="numeric"
          min={0}
          className="col-md-6"
        />
        <DateField name="deadlineDate" label={t('deadlineDate')} className="col-md-6" />
        <TextField name="deadlineTime" label={t('deadlineTime')} hint={t('deadlineHint')} type="time" className="col-md-6" />
      </div>
      <FormFailure />
      <SubmitButton busyLabel={t('sending')} className="btn btn-primary mt-3">
        {t('submit')}
      </SubmitButton>
    </Form>
  );
}
