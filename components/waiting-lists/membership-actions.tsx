'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/applications/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Loading } from '@/components/ui/loading';
import { ApiError } from '@/lib/api/client';
import { useLeave, useSetAllStates, useSetState } from '@/lib/waiting-lists/hooks';
import type { Criteria, MembershipState } from '@/lib/waiting-lists/schema';

/** A refusal's own words (4xx), else the action's fallback. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.forPerson ? error.message : fallback;
}

/** One click between active and passive; the place among all is kept either way. */
export function StateSwitch({ id, state }: { id: number; state: MembershipState }) {
  const t = useTranslations('waitingList');
  const setState = useSetState();
  const next: MembershipState = state === 'active' ? 'passive' : 'active';
  return (
    <div>
      <button
        type="button"
        className={`btn btn-sm ${state === 'active' ? 'btn-outline-secondary' : 'btn-success'}`}
        disabled={setState.isPending}
        aria-busy={setState.isPending}
        onClick={() => setState.mutate({ id, state: next })}
      >
        {t(next === 'active' ? 'state.makeActive' : 'state.makePassive')}
      </button>
      {setState.isError ? <FormAlert kind="error">{messageOf(setState.error, t('errors.stateFailed'))}</FormAlert> : null}
    </div>
  );
}

/** "All active" / "all passive" for every list at once. */
export function AllStatesButtons() {
  const t = useTranslations('waitingList');
  const setAll = useSetAllStates();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      {(['active', 'passive'] as const).map((state) => (
        <button
          key={state}
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={setAll.isPending}
          onClick={() => setAll.mutate(state)}
        >
          {t(state === 'active' ? 'mine.allActive' : 'mine.allPassive')}
        </button>
      ))}
      <span role="status" className="small">
        {setAll.isSuccess ? t('mine.allChanged') : null}
      </span>
      {setAll.isError ? <FormAlert kind="error">{messageOf(setAll.error, t('errors.stateFailed'))}</FormAlert> : null}
    </div>
  );
}

// The form (zod, the form kit, the criteria fields: about 45 KiB) is fetched when a person starts
// editing, not with every /ventelister.
const CriteriaEditForm = dynamic(() => import('./criteria-edit-form').then((module) => module.CriteriaEditForm), {
  loading: () => <FormLoading />,
});

function FormLoading() {
  return <Loading label={useTranslations('common')('loading')} />;
}

/** The wishes, edited in place with the sign-up's own fields and rules. */
export function CriteriaEditor({ id, criteria, summary }: { id: number; criteria: Criteria; summary: ReactNode }) {
  const t = useTranslations('waitingList');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!editing) {
    return (
      <div>
        {summary}
        {saved ? <FormAlert kind="success">{t('edit.saved')}</FormAlert> : null}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(true)}>
          {t('edit.button')}
        </button>
      </div>
    );
  }
  return (
    <CriteriaEditForm
      id={id}
      criteria={criteria}
      onSaved={() => {
        setSaved(true);
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  );
}

/** Leaving asks first, saying that the seniority is lost. */
export function LeaveButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('waitingList');
  const [open, setOpen] = useState(false);
  const leave = useLeave();
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setOpen(true)}>
        {t('leave.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('leave.title')}
        text={t('leave.text', { name })}
        confirmLabel={t('leave.confirm')}
        pending={leave.isPending}
        error={leave.isError ? <FormAlert kind="error">{messageOf(leave.error, t('errors.leaveFailed'))}</FormAlert> : null}
        onConfirm={() => leave.mutate(id, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
