'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { useUpdateCriteria } from '@/lib/waiting-lists/hooks';
import { criteriaSchema, WAITING_LIST_MESSAGES, type Criteria } from '@/lib/waiting-lists/schema';
import { CriteriaFields } from './criteria-fields';

const criteriaFormSchema = z.object({ criteria: criteriaSchema });

type Props = { id: number; criteria: Criteria; onSaved: () => void; onCancel: () => void };

/** A membership's wishes in the sign-up's own fields and rules (components/waiting-lists/membership-actions.tsx opens it). */
export function CriteriaEditForm({ id, criteria, onSaved, onCancel }: Props) {
  const t = useTranslations('waitingList');
  const cancel = useTranslations('applyModal')('cancel');
  const update = useUpdateCriteria();
  const form = useZodForm(criteriaFormSchema, { messages: WAITING_LIST_MESSAGES, defaultValues: { criteria } });
  async function submit(values: z.output<typeof criteriaFormSchema>) {
    await update.mutateAsync({ id, criteria: values.criteria });
    onSaved();
  }
  return (
    <Form form={form} onSubmit={submit} failure={t('errors.updateFailed')} aria-label={t('edit.heading')}>
      <CriteriaFields />
      <FormFailure />
      <div className="d-flex gap-2">
        <SubmitButton className="btn btn-sm btn-primary">{t('edit.save')}</SubmitButton>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </Form>
  );
}
