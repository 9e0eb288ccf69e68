'use client';

import { useTranslations } from 'next-intl';
import { Form, FormFailure, SlowSubmitNotice, SubmitButton, useZodForm } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-field';
import { formatKroner } from '@/lib/i18n/format';
import {
  NO_CRITERIA,
  signUpFormSchema,
  signUpRequestSchema,
  verifiedSignUpFormSchema,
  WAITING_LIST_MESSAGES,
  type SignUpRequest,
} from '@/lib/waiting-lists/schema';
import type { AffiliationChoice } from '@/lib/waiting-lists/affiliations';
import { CriteriaFields } from './criteria-fields';

type Props = {
  affiliations: AffiliationChoice[];
  offersCriteria: boolean;
  /** 0 for a free list; otherwise the button says what is paid next. */
  yearlyFeeKr: number;
  /** The CPR MitID proved for the person, masked: then it is not asked for. */
  cprFromMitid?: string | null;
  /** Sends the form; whatever it throws is shown by the form kit (a 409's own words, …). */
  onSubmit: (form: SignUpRequest) => Promise<unknown>;
};

/**
 * The sign-up: affiliation with the landlord, CPR number (unless MitID proved it) and, where the list
 * offers them, the wishes for the home. The same schema checks it here and in the route handler.
 */
export function SignUpForm({ affiliations, offersCriteria, yearlyFeeKr, cprFromMitid = null, onSubmit }: Props) {
  const t = useTranslations('waitingList');
  // Without the CPR field the form's schema has no rule for it; the route takes it from MitID.
  const form = useZodForm((cprFromMitid ? verifiedSignUpFormSchema : signUpFormSchema) as typeof signUpRequestSchema, {
    messages: WAITING_LIST_MESSAGES,
    defaultValues: { affiliation: '', cpr: cprFromMitid ? undefined : '', criteria: NO_CRITERIA },
  });
  return (
    <Form form={form} onSubmit={onSubmit} failure={t('errors.signUpFailed')} aria-label={t('signUp.heading')}>
      <SelectField
        name="affiliation"
        label={t('affiliation.label')}
        hint={t('affiliation.hint')}
        empty={t('signUp.affiliationChoose')}
        // The landlord's own words: English on English pages where the company gave them (lib/waiting-lists/affiliations.ts).
        options={affiliations.map(({ value, label, lang }) => [value, label, lang] as const)}
      />
      {cprFromMitid ? (
        <p className="mb-3">{t('cpr.fromMitid', { cpr: cprFromMitid })}</p>
      ) : (
        <TextField
          name="cpr"
          label={t('cpr.label')}
          hint={t('cpr.hint')}
          placeholder={t('cpr.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          spellCheck={false}
        />
      )}
      {offersCriteria ? (
        <section aria-labelledby="criteria-heading" className="mb-3">
          <h2 id="criteria-heading" className="h5">
            {t('criteria.heading')}
          </h2>
          <p className="text-body-secondary mb-2">
            {t('criteria.intro')} {t('signUp.criteriaOptional')}
          </p>
          <CriteriaFields />
        </section>
      ) : null}
      {yearlyFeeKr > 0 ? <p className="alert alert-info">{t('signUp.feeNotice', { amount: formatKroner(yearlyFeeKr) })}</p> : null}
      <FormFailure />
      <SlowSubmitNotice>{t('signUp.inLine')}</SlowSubmitNotice>
      <SubmitButton busyLabel={t('signUp.submitting')}>
        {yearlyFeeKr > 0 ? t('signUp.payAndSignUp', { amount: formatKroner(yearlyFeeKr) }) : t('signUp.button')}
      </SubmitButton>
    </Form>
  );
}
