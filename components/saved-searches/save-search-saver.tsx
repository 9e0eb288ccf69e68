'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { useCreateSavedSearch } from '@/lib/saved-searches/hooks';
import { nameFormSchema, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@/lib/saved-searches/schema';

type Props = {
  params: Record<string, string>;
  suggestedName: string;
  /** Asks for the name; else saves under the suggested one at once (the person asked before signing in). */
  editing: boolean;
  onSaved: () => void;
  /** Saving under the suggested name failed: the person names it and tries again. */
  onFailed: () => void;
  onCancel: () => void;
};

/** Saves the search: under a name the person gives (suggested from its filters, editable), or under the suggested one. */
export function SaveSearchSaver({ params, suggestedName, editing, onSaved, onFailed, onCancel }: Props) {
  const t = useTranslations('search.saveSearch');
  const create = useCreateSavedSearch();
  const started = useRef(false);
  const form = useZodForm(nameFormSchema, {
    messages: SAVED_SEARCH_MESSAGES,
    defaultValues: { name: suggestedName },
  });

  useEffect(() => {
    if (editing || started.current) return;
    started.current = true;
    create.mutate({ name: suggestedName, params }, { onSuccess: onSaved, onError: onFailed });
  }, [editing, create, suggestedName, params, onSaved, onFailed]);

  if (!editing) return null;
  return (
    <Form
      form={form}
      failure={t('failed')}
      onSubmit={async ({ name }) => {
        await create.mutateAsync({ name, params });
        onSaved();
      }}
      className="w-100"
    >
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
