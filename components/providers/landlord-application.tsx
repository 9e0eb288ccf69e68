'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Fragment, useId, useState } from 'react';
import { MitidVerified } from '@/components/accounts/mitid-verified';
import { ConfirmDialog } from '@/components/applications/confirm-dialog';
import { StatusBadge } from '@/components/applications/status-badge';
import { useDates } from '@/components/applications/dates';
import { Form, FormFailure, useZodForm } from '@/components/ui/form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import {
  landlordStatusChangeSchema,
  MESSAGE_MAX_LENGTH,
  type LandlordApplicationDetail,
  type LandlordStatusChange,
} from '@/lib/applications/schema';
import type { LandlordStatus } from '@/lib/applications/statuses';
import { Link } from '@/lib/i18n/navigation';
import { useAnswerApplication } from '@/lib/providers/hooks';
import { COMPANY_CONSOLE_MESSAGES } from '@/lib/providers/schema';

function Applicant({ application }: { application: LandlordApplicationDetail }) {
  const t = useTranslations('companyConsole.application');
  const profile = useTranslations('account.profile');
  const contact = useTranslations('account.personalInfo');
  const { date } = useDates();
  const { applicant } = application;
  if (applicant.name === null) return <p className="alert alert-secondary">{t('anonymisedText')}</p>;
  const household = applicant.household;
  const rows: [string, React.ReactNode][] = [
    [
      t('applicant'),
      <>
        {applicant.name}
        <MitidVerified at={applicant.mitidVerifiedAt} />
      </>,
    ],
    [contact('email'), applicant.email ? <a href={`mailto:${applicant.email}`}>{applicant.email}</a> : '–'],
    [contact('phone'), applicant.phone ? <a href={`tel:${applicant.phone.replace(/\s/g, '')}`}>{applicant.phone}</a> : '–'],
  ];
  if (household) {
    rows.push([
      t('household'),
      t('householdValue', { adults: household.adults, children: household.children, pets: String(household.pets) }),
    ]);
    if (household.occupation) rows.push([profile('occupation'), profile(`occupations.${household.occupation}`)]);
    if (household.incomeBand) rows.push([profile('income'), profile(`incomeBands.${household.incomeBand}`)]);
    if (household.moveInDate) rows.push([profile('moveInDate'), date(household.moveInDate)]);
  }
  return (
    <>
      <dl className="row">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-4">{label}</dt>
            <dd className="col-sm-8">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h2 className="h5">{t('message')}</h2>
      <p style={{ whiteSpace: 'pre-line' }}>{applicant.message || <span className="text-body-secondary">{t('noMessage')}</span>}</p>
    </>
  );
}

function Timeline({ application }: { application: LandlordApplicationDetail }) {
  const t = useTranslations('companyConsole.application');
  const status = useTranslations('applications.status');
  const { date, time } = useDates();
  return (
    <section aria-labelledby="landlord-timeline" className="mb-4">
      <h2 id="landlord-timeline" className="h5">
        {t('timeline')}
      </h2>
      <ol className="list-group list-group-numbered">
        {application.events.map((event, index) => (
          <li key={`${event.status}-${index}`} className="list-group-item">
            <span className="fw-semibold">{status(event.status)}</span>{' '}
            <time dateTime={event.at} className="small text-body-secondary">
              {date(event.at)} {time(event.at)}
            </time>
            {event.landlordMessage ? <blockquote className="mb-0 mt-1 border-start ps-2">{event.landlordMessage}</blockquote> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Ending = 'declined' | 'withdrawnByLandlord';

/**
 * Mark seen, decline or withdraw, with an optional message; the page's server data is then refreshed.
 * Declining and withdrawing end the application for good, so they are asked about first, like every
 * other action in the console that cannot be undone.
 */
function Actions({ application, companyId }: { application: LandlordApplicationDetail; companyId: number }) {
  const t = useTranslations('companyConsole.application');
  const router = useRouter();
  const formId = useId();
  const answer = useAnswerApplication(companyId, application.id);
  const [done, setDone] = useState(false);
  const [asking, setAsking] = useState<Ending | null>(null);
  const form = useZodForm(landlordStatusChangeSchema, {
    messages: COMPANY_CONSOLE_MESSAGES,
    defaultValues: { status: 'seen', message: '' },
  });

  async function submit(change: LandlordStatusChange) {
    setDone(false);
    await answer.mutateAsync(change);
    form.reset({ status: 'seen', message: '' });
    setDone(true);
    router.refresh();
  }
  /** Sends the form with `status`, through the kit's submit (validation, failures shown on the form). */
  function send(status: LandlordStatus) {
    form.setValue('status', status);
    (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  }

  if (!application.active) return <p className="alert alert-secondary">{t('final')}</p>;
  const busy = answer.isPending;
  const name = application.applicant.name ?? '';
  return (
    <Form form={form} onSubmit={submit} failure={t('failed')} aria-labelledby="landlord-actions" id={formId}>
      <h2 id="landlord-actions" className="h5">
        {t('actions')}
      </h2>
      {done ? <FormAlert kind="success">{t('done')}</FormAlert> : null}
      <FormField name="message" label={t('messageLabel')} hint={t('messageHint', { max: MESSAGE_MAX_LENGTH })}>
        {(control) => <textarea rows={4} {...control} />}
      </FormField>
      <FormFailure />
      <div className="d-flex flex-wrap gap-2">
        {application.status === 'sent' ? (
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => send('seen')}>
            {t('markSeen')}
          </button>
        ) : null}
        <button type="button" className="btn btn-outline-danger" disabled={busy} aria-busy={busy} onClick={() => setAsking('declined')}>
          {t('decline')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => setAsking('withdrawnByLandlord')}
        >
          {t('withdraw')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking}.title`, { name }) : ''}
        text={asking ? t(`confirm.${asking}.text`, { name }) : ''}
        confirmLabel={asking === 'withdrawnByLandlord' ? t('withdraw') : t('decline')}
        pending={busy}
        error={null}
        onConfirm={() => {
          const status = asking;
          setAsking(null);
          if (status) send(status);
        }}
        onClose={() => setAsking(null)}
      />
    </Form>
  );
}

export function LandlordApplicationView({ application, companyId }: { application: LandlordApplicationDetail; companyId: number }) {
  const t = useTranslations('companyConsole.application');
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <p>
          <StatusBadge status={application.status} /> <span className="ms-2">{application.home.address}</span>
        </p>
        <Applicant application={application} />
        <Timeline application={application} />
        <Link href="/account/company/applications">{t('back')}</Link>
      </div>
      <div className="col-lg-5">
        <div className="card">
          <div className="card-body">
            <Actions application={application} companyId={companyId} />
          </div>
        </div>
      </div>
    </div>
  );
}
