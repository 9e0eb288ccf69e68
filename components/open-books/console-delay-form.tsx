'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Notice } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useSetPublicationDelay } from '@/lib/open-books/hooks';
import { MAX_DELAY_DAYS } from '@/lib/open-books/privacy';
import { OPEN_BOOKS_SETTINGS_MESSAGES, openBooksSettingsSchema, type OpenBooksSettings } from '@/lib/open-books/schema';

/** The field's text as a number; an empty field is NaN, which the schema refuses. */
const asNumber = { valueAsNumber: true } as const;

/**
 * The company's publication delay of its lettings' details (0–90 days), with the provider API's
 * schema: the letting and its date show at once whatever it is set to.
 */
export function ConsoleDelayForm({ companyId, delayDays }: { companyId: number; delayDays: number }) {
  const t = useTranslations('companyConsole.openBooks');
  const change = useSetPublicationDelay(companyId);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(openBooksSettingsSchema, {
    messages: OPEN_BOOKS_SETTINGS_MESSAGES,
    defaultValues: { delayDays },
  });
  async function submit(settings: OpenBooksSettings) {
    const kept = await change.mutateAsync(settings);
    setNotice(t('saved', { days: kept.delayDays }));
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={t('failed')}
      aria-labelledby="open-books-delay"
      className="mt-4"
      style={{ maxWidth: '40rem' }}
    >
      <h2 id="open-books-delay" className="h5">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <Notice text={notice} />
      <TextField
        name="delayDays"
        label={t('delayDays')}
        hint={t('delayDaysHint', { max: MAX_DELAY_DAYS })}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DELAY_DAYS}
        registerOptions={asNumber}
        style={{ maxWidth: '8rem' }}
      />
      <FormFailure />
      <SubmitButton busyLabel={t('saving')}>{t('save')}</SubmitButton>
    </Form>
  );
}
