'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { postalLine } from '@/lib/catalogue/address';
import { useApplication, useDeleteApplication, useWithdrawApplication } from '@/lib/applications/hooks';
import type { ApplicationDetail } from '@/lib/applications/schema';
import { Link } from '@/lib/i18n/navigation';
import { ConfirmDialog } from './confirm-dialog';
import { HouseholdSummary } from './household-summary';
import { useDates } from './dates';
import { StatusBadge } from './status-badge';

type Asking = 'withdraw' | 'delete' | null;

/**
 * /anmodning/{id}: what was sent, what happened since, and withdraw or delete. `children` follow
 * the timeline: what other areas hang on the application (its offers).
 */
export function ApplicationDetailView({ initial, children }: { initial: ApplicationDetail; children?: ReactNode }) {
  const t = useTranslations('application');
  const { date, time } = useDates();
  const { data } = useApplication(initial.id, initial);
  const application = data ?? initial;
  const withdraw = useWithdrawApplication(application.id);
  const remove = useDeleteApplication(application.id);
  const [asking, setAsking] = useState<Asking>(null);
  const [failed, setFailed] = useState<Asking>(null);
  const [done, setDone] = useState<'withdrawn' | 'deleted' | null>(null);

  async function confirm() {
    const action = asking;
    setFailed(null);
    try {
      if (action === 'withdraw') await withdraw.mutateAsync();
      if (action === 'delete') await remove.mutateAsync();
      setDone(action === 'withdraw' ? 'withdrawn' : 'deleted');
      setAsking(null);
    } catch {
      setFailed(action);
    }
  }

  const back = (
    <Link
      href={{ pathname: '/applications', query: { status: application.active ? 'active' : 'inactive' } }}
      className="btn btn-outline-primary"
    >
      {t('backToApplications')}
    </Link>
  );

  if (done === 'deleted') {
    return (
      <>
        <FormAlert kind="success">{t('deleted')}</FormAlert>
        <p className="small text-body-secondary">{t('anonymisationNote')}</p>
        {back}
      </>
    );
  }

  const { property } = application;

  return (
    <div className="row g-4">
      <div className="col-lg-8">
        {done === 'withdrawn' ? <FormAlert kind="success">{t('withdrawn')}</FormAlert> : null}
        <p className="d-flex flex-wrap align-items-center gap-2">
          <StatusBadge status={application.status} />
          <span>{t('sentOn', { date: date(application.createdAt) })}</span>
        </p>
        {application.external ? (
          <div className="alert alert-info">
            <p className="fw-semibold mb-1">{t('external.title')}</p>
            <p className="mb-0">{t('external.text', { company: application.company.name })}</p>
          </div>
        ) : null}

        <section className="mb-4" aria-labelledby="application-details">
          <h2 id="application-details" className="h5">
            {t('yourDetails')}
          </h2>
          <dl className="row mb-0">
            <dt className="col-sm-3">{t('name')}</dt>
            <dd className="col-sm-9">{application.name}</dd>
            <dt className="col-sm-3">{t('email')}</dt>
            <dd className="col-sm-9">{application.email}</dd>
            <dt className="col-sm-3">{t('phone')}</dt>
            <dd className="col-sm-9">{application.phone}</dd>
            <dt className="col-sm-3">{t('message')}</dt>
            <dd className="col-sm-9" style={{ whiteSpace: 'pre-line' }}>
              {application.message || <span className="text-body-secondary">{t('noMessage')}</span>}
            </dd>
          </dl>
        </section>
        {application.household ? <HouseholdSummary household={application.household} /> : null}

        <section className="mb-4" aria-labelledby="application-timeline">
          <h2 id="application-timeline" className="h5">
            {t('timeline.heading')}
          </h2>
          <ol className="list-group list-group-numbered">
            {application.events.map((event, index) => (
              <li key={`${event.status}-${index}`} className="list-group-item">
                <span className="fw-semibold">{t(`timeline.${event.status}`)}</span>
                {event.landlordMessage ? (
                  <figure className="my-2">
                    <figcaption className="small text-body-secondary">{t('timeline.landlordMessage')}</figcaption>
                    <blockquote className="mb-0 border-start ps-2" style={{ whiteSpace: 'pre-line' }}>
                      {event.landlordMessage}
                    </blockquote>
                  </figure>
                ) : (
                  <br />
                )}
                <time dateTime={event.at} className="small text-body-secondary">
                  {t('timeline.at', { date: date(event.at), time: time(event.at) })}
                </time>
              </li>
            ))}
          </ol>
        </section>
        {children}

        <div className="d-flex flex-wrap gap-2 mb-3">
          {application.active ? (
            <button type="button" className="btn btn-outline-danger" onClick={() => setAsking('withdraw')}>
              {t('withdraw')}
            </button>
          ) : null}
          <button type="button" className="btn btn-outline-secondary" onClick={() => setAsking('delete')}>
            {t('delete')}
          </button>
          {back}
        </div>
        <p className="small text-body-secondary">{t('anonymisationNote')}</p>
      </div>

      <aside className="col-lg-4">
        <div className="card">
          <div className="card-body">
            <h2 className="h6 text-body-secondary">{t('property')}</h2>
            <p className="mb-1 fw-semibold">{property.address}</p>
            <p className="mb-2">{postalLine(property)}</p>
            <h2 className="h6 text-body-secondary">{t('landlord')}</h2>
            <p>{application.company.name}</p>
            <Link href={{ pathname: '/property/[slug]', params: { slug: property.slug } }} className="btn btn-sm btn-primary">
              {t('viewProperty')}
            </Link>
          </div>
        </div>
      </aside>

      <ConfirmDialog
        open={asking !== null}
        title={asking === 'delete' ? t('deleteConfirm.title') : t('withdrawConfirm.title')}
        text={asking === 'delete' ? t('deleteConfirm.text') : t('withdrawConfirm.text')}
        confirmLabel={asking === 'delete' ? t('deleteConfirm.confirm') : t('withdrawConfirm.confirm')}
        pending={withdraw.isPending || remove.isPending}
        error={
          failed ? <FormAlert kind="error">{t(failed === 'delete' ? 'errors.deleteFailed' : 'errors.withdrawFailed')}</FormAlert> : null
        }
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
