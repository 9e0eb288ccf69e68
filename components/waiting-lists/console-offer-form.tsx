'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Notice } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { DateField, SelectField, TextField } from '@/components/ui/form-field';
import { useMakeWaitingListOffer } from '@/lib/waiting-lists/offer-hooks';
import { consoleOfferSchema, MAX_OFFER_RECIPIENTS, type ConsoleOfferForm } from '@/lib/waiting-lists/offer-schema';

const MESSAGES = { namespace: 'companyConsole.waitingLists.errors', values: { max: MAX_OFFER_RECIPIENTS } };
const toNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** Offer one of the group's homes to the next members: who gets it is the queue's business, not the form's. */
export function ConsoleOfferForm({
  groupId,
  homes,
  defaultDate,
}: {
  groupId: number;
  homes: { id: number; label: string }[];
  defaultDate: string;
}) {
  const t = useTranslations('companyConsole.waitingLists.offer');
  const router = useRouter();
  const make = useMakeWaitingListOffer(groupId);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(consoleOfferSchema, {
    messages: MESSAGES,
    defaultValues: { count: 1, deadlineDate: defaultDate, deadlineTime: '12:00' },
  });
  async function submit(input: ConsoleOfferForm) {
    const offer = await make.mutateAsync(input);
    const count = offer.recipients.length;
    setNotice(offer.mailsHeldUntil ? t('held', { count, time: offer.mailsHeldUntil }) : t('made', { count }));
    router.refresh();
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} aria-labelledby="make-offer" className="mb-4" style={{ maxWidth: '40rem' }}>
      <h3 id="make-offer" className="h5">
        {t('heading')}
      </h3>
      <p className="text-body-secondary">{t('intro')}</p>
      <Notice text={notice} />
      <SelectField
        name="homeId"
        label={t('home')}
        empty={t('chooseHome')}
        options={homes.map((home) => [String(home.id), home.label] as const)}
        registerOptions={{ setValueAs: toNumber }}
      />
      <div className="row g-3">
        <TextField
          name="count"
          label={t('count')}
          type="number"
          min={1}
          max={MAX_OFFER_RECIPIENTS}
          className="col-sm-4 mb-3"
          registerOptions={{ setValueAs: toNumber }}
        />
        <DateField name="deadlineDate" label={t('deadlineDate')} className="col-sm-5 mb-3" />
        <TextField name="deadlineTime" label={t('deadlineTime')} inputMode="numeric" placeholder="12:00" className="col-sm-3 mb-3" />
      </div>
      <FormFailure />
      <SubmitButton busyLabel={t('sending')}>{t('submit')}</SubmitButton>
    </Form>
  );
}
