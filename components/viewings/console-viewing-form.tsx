'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Notice } from '@/components/console/managed-list';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { DateField, SelectField, TextField } from '@/components/ui/form-field';
import { useCreateViewing } from '@/lib/viewings/hooks';
import { bookableBy, MAX_INVITEES, MAX_SLOTS } from '@/lib/viewings/rules';
import { viewingCreateSchema, type ViewingCreateInput } from '@/lib/viewings/schema';

/**
 * A home with the people who can be invited to see it: its active applicants, and the waiting-list
 * members who said yes to an offer of it (`homeId` is then known: a viewing of members names its home).
 */
export type InvitableHome = {
  slug: string;
  label: string;
  homeId: number | null;
  applicants: { id: string; name: string }[];
  members: { membershipId: number; name: string }[];
};

const emptySlot = { date: '', fromTime: '', toTime: '', capacity: '' };

/** Every home of the company, for a viewing booked through its link or by the members offered it. */
export type HomeChoice = { slug: string; label: string };

/**
 * The console's viewing: who may book (those ticked, also the members offered the home, or anyone
 * with the link), the applicants and members to invite for one home or the home itself, the meeting
 * place and the times (Danish time). A viewing bookable through its link shows the link to share.
 */
export function ConsoleViewingForm({ companyId, homes, allHomes }: { companyId: number; homes: InvitableHome[]; allHomes: HomeChoice[] }) {
  const t = useTranslations('companyConsole.viewings.invite');
  const router = useRouter();
  const create = useCreateViewing(companyId);
  const [notice, setNotice] = useState<string | null>(null);
  const [bookingUrl, setBookingUrl] = useState<string | null>(null);
  // membershipIds starts as an array so its checkboxes give one even when a single one is shown.
  const empty: ViewingCreateInput = {
    applicationIds: [],
    membershipIds: [],
    bookableBy: 'invited',
    meetingLocation: '',
    slots: [emptySlot],
  };
  const form = useZodForm(viewingCreateSchema, {
    messages: { namespace: 'companyConsole.viewings.invite.validation', values: { max: MAX_INVITEES } },
    defaultValues: empty,
  });
  const slots = useFieldArray({ control: form.control, name: 'slots' });

  async function submit(input: ViewingCreateInput) {
    const created = await create.mutateAsync(input);
    form.reset(empty);
    setNotice(created.mailsHeldUntil ? t('held', { time: created.mailsHeldUntil }) : t('sent'));
    setBookingUrl(created.bookingUrl);
    router.refresh();
  }
  const { errors } = form.formState;
  const pickError = errors.applicationIds?.message ?? errors.membershipIds?.message ?? errors.homeId?.message;
  // The ticked members name the home the viewing is for (applicants name theirs themselves): worked
  // out again at every tick, so a member ticked and unticked again leaves no home behind.
  const member = form.register('membershipIds', {
    onChange: () => {
      const ticked = new Set((form.getValues('membershipIds') ?? []).map(String));
      const home = homes.find((candidate) => candidate.members.some((one) => ticked.has(String(one.membershipId))));
      form.setValue('homeId', home?.homeId ?? undefined);
    },
  });
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={t('failed')}
      aria-labelledby="invite-viewing"
      style={{ maxWidth: '48rem' }}
      className="mb-5"
    >
      <h2 id="invite-viewing" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <Notice text={notice} />
      {bookingUrl ? (
        <p className="alert alert-success text-break" role="status">
          {t('bookingLink')}{' '}
          <a href={bookingUrl} className="alert-link">
            {bookingUrl}
          </a>
        </p>
      ) : null}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('bookableBy')}</legend>
        {bookableBy.map((kind) => (
          <div key={kind} className="form-check">
            <input
              id={`viewing-bookable-${kind}`}
              type="radio"
              className="form-check-input"
              value={kind}
              {...form.register('bookableBy')}
            />
            <label htmlFor={`viewing-bookable-${kind}`} className="form-check-label">
              {t(`bookable.${kind}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <SelectField
        name="homeSlug"
        label={t('home')}
        hint={t('homeHint')}
        empty={t('chooseHome')}
        options={allHomes.map((home) => [home.slug, home.label] as const)}
        registerOptions={{ setValueAs: (value: string) => value || undefined }}
      />
      <fieldset className="mb-3" aria-describedby={pickError ? 'viewing-applicants-error' : undefined}>
        <legend className="form-label fs-6">{t('applicants')}</legend>
        {homes.length === 0 ? <p className="text-body-secondary">{t('noApplicants')}</p> : null}
        {homes.map((home) => (
          <div key={home.slug} className="mb-2">
            <p className="fw-semibold mb-1">{home.label}</p>
            {home.applicants.map((applicant) => (
              <div key={applicant.id} className="form-check">
                <input
                  id={`viewing-${applicant.id}`}
                  type="checkbox"
                  className="form-check-input"
                  value={applicant.id}
                  {...form.register('applicationIds')}
                />
                <label htmlFor={`viewing-${applicant.id}`} className="form-check-label">
                  {applicant.name}
                </label>
              </div>
            ))}
            {home.members.map((one) => (
              <div key={one.membershipId} className="form-check">
                <input
                  id={`viewing-member-${one.membershipId}`}
                  type="checkbox"
                  className="form-check-input"
                  value={one.membershipId}
                  {...member}
                />
                <label htmlFor={`viewing-member-${one.membershipId}`} className="form-check-label">
                  {one.name} <span className="text-body-secondary">({t('memberNote')})</span>
                </label>
              </div>
            ))}
          </div>
        ))}
        {pickError ? (
          <div id="viewing-applicants-error" className="invalid-feedback d-block">
            {pickError}
          </div>
        ) : null}
      </fieldset>
      <TextField name="meetingLocation" label={t('meetingLocation')} />
      {slots.fields.map((field, index) => (
        <fieldset key={field.id} className="row g-2 align-items-end mb-2">
          <legend className="form-label fs-6 mb-0">{t('slot', { number: index + 1 })}</legend>
          <DateField name={`slots.${index}.date`} label={t('date')} className="col-md-3" />
          <TextField name={`slots.${index}.fromTime`} label={t('fromTime')} type="time" className="col-6 col-md-2" />
          <TextField name={`slots.${index}.toTime`} label={t('toTime')} type="time" className="col-6 col-md-2" />
          <TextField
            name={`slots.${index}.capacity`}
            label={t('capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            className="col-md-3"
          />
          {slots.fields.length > 1 ? (
            <div className="col-md-2">
              <button type="button" className="btn btn-outline-secondary w-100" onClick={() => slots.remove(index)}>
                {t('removeSlot')}
              </button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {slots.fields.length < MAX_SLOTS ? (
        <button type="button" className="btn btn-link px-0 mb-3" onClick={() => slots.append(emptySlot)}>
          {t('addSlot')}
        </button>
      ) : null}
      <FormFailure />
      <div>
        <SubmitButton busyLabel={t('sending')}>{t('submit')}</SubmitButton>
      </div>
    </Form>
  );
}
