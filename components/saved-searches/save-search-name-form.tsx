'use client';

import { useTranslations } from 'next-intl';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { nameFormSchema, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@/lib/saved-searches/schema';

/** The name of a search to save: suggested from its filters, editable. */
export function SaveSearchNameForm({
  suggestedName,
  onSave,
  onCancel,
}: {
  suggestedName: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('search.saveSearch');
  const form = useZodForm(nameFormSchema, {
    messages: SAVED_SEARCH_MESSAGES,
    defaultValues: { name: suggestedName },
  });
  return (
    <Form form={form} failure={t('failed')} onSubmit={({ name }) => onSave(name)} className="w-100">
      <FormFailure />
      <TextField name="name" label={t('name')} maxLength={SAVED_SEARCH_NAME_MAX} autoFocus />
      <div className="d-flex gap-2">
        <SubmitButton className="btn btn-primary btn-sm">{t('save')}</SubmitButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Form>
  );
}
