'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Notice, useConfirmedAction } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field';
import { Link } from '@/lib/i18n/navigation';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '@/lib/saved-searches/hooks';
import {
  nameFormSchema,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  savedSearchFrequencies,
  type SavedSearchFrequency,
  type SavedSearchSummary,
} from '@/lib/saved-searches/schema';

/** /gemte-soegninger: each saved search with its current matches, opened in /soeg, renamed, its mails set, deleted. */
export function SavedSearchesList({ initial }: { initial: SavedSearchSummary[] }) {
  const t = useTranslations('search.savedSearches');
  const { data: searches } = useSavedSearches(initial);
  const { remove, refresh } = useDeleteSavedSearch();
  const removal = useConfirmedAction<SavedSearchSummary>(
    async (search) => {
      await remove(search.id);
      await refresh();
    },
    (search) => t('deleted', { name: search.name }),
  );

  return (
    <>
      <Notice text={removal.notice} />
      {searches.length === 0 ? (
        <div className="text-center py-4">
          <p>{t('empty')}</p>
          <Link href="/search" className="btn btn-primary">
            {t('emptyLink')}
          </Link>
        </div>
      ) : (
        <ul className="list-unstyled d-grid gap-3">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} onDelete={() => removal.ask(search)} />
          ))}
        </ul>
      )}
      {removal.dialog(
        (search) => ({ title: t('deleteTitle'), text: t('deleteText', { name: search.name }), confirmLabel: t('deleteConfirm') }),
        t('deleteFailed'),
      )}
    </>
  );
}

function SavedSearchItem({ search, onDelete }: { search: SavedSearchSummary; onDelete: () => void }) {
  const t = useTranslations('search.savedSearches');
  const [renaming, setRenaming] = useState(false);
  const headingId = `saved-search-${search.id}`;
  return (
    <li className="card" aria-labelledby={headingId} data-testid="saved-search">
      <div className="card-body">
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 id={headingId} className="h5 card-title">
            {search.name}
          </h2>
        )}
        <p className="text-body-secondary" data-testid="saved-search-matches">
          {search.matchesCapped ? t('matchesCapped', { count: search.matches }) : t('matches', { count: search.matches })}
        </p>
        <div className="d-flex flex-wrap align-items-end gap-2">
          <Link href={{ pathname: '/search', query: search.params }} className="btn btn-primary btn-sm">
            {t('open')}
            <span className="visually-hidden">: {search.name}</span>
          </Link>
          {renaming ? null : (
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setRenaming(true)}>
              {t('rename')}
              <span className="visually-hidden">: {search.name}</span>
            </button>
          )}
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDelete}>
            {t('delete')}
            <span className="visually-hidden">: {search.name}</span>
          </button>
          <FrequencySelect search={search} />
        </div>
      </div>
    </li>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearchSummary; onDone: () => void }) {
  const t = useTranslations('search.savedSearches');
  const update = useUpdateSavedSearch();
  const form = useZodForm(nameFormSchema, {
    messages: SAVED_SEARCH_MESSAGES,
    defaultValues: { name: search.name },
  });
  return (
    <Form
      form={form}
      failure={t('changeFailed')}
      onSubmit={async ({ name }) => {
        await update.mutateAsync({ id: search.id, name });
        onDone();
      }}
    >
      <FormFailure />
      <TextField name="name" label={t('renameLabel', { name: search.name })} maxLength={SAVED_SEARCH_NAME_MAX} autoFocus />
      <div className="d-flex gap-2 mb-3">
        <SubmitButton className="btn btn-primary btn-sm">{t('save')}</SubmitButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </Form>
  );
}

function FrequencySelect({ search }: { search: SavedSearchSummary }) {
  const t = useTranslations('search.savedSearches');
  const update = useUpdateSavedSearch();
  const id = `saved-search-frequency-${search.id}`;
  return (
    <div className="ms-sm-auto">
      <label htmlFor={id} className="form-label small mb-1">
        {t('frequency')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={update.isPending ? update.variables.frequency : search.frequency}
        aria-describedby={update.isError ? `${id}-error` : undefined}
        onChange={(event) => update.mutate({ id: search.id, frequency: event.target.value as SavedSearchFrequency })}
      >
        {savedSearchFrequencies.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`frequencies.${frequency}`)}
          </option>
        ))}
      </select>
      {update.isError ? (
        <p id={`${id}-error`} role="alert" className="text-danger small mb-0">
          {t('changeFailed')}
        </p>
      ) : null}
      {/* Rendered empty first, so screen readers announce the confirmation when it appears. */}
      <p role="status" className="text-success small mb-0">
        {update.isSuccess && update.variables.frequency ? t(`frequencyChanged.${update.variables.frequency}`, { name: search.name }) : null}
      </p>
    </div>
  );
}
