'use client';

import { useTranslations } from 'next-intl';
import { SignedInData } from '@/components/accounts/signed-in-data';
import { preloadApiRead } from '@/lib/api/queries';
import { postalLine } from '@/lib/catalogue/address';
import { applicationsResource, useApplications } from '@/lib/applications/hooks';
import type { ApplicationList, ApplicationSummary } from '@/lib/applications/schema';
import { applicationFilters, type ApplicationFilter } from '@/lib/applications/statuses';
import { Link } from '@/lib/i18n/navigation';
import { useDates } from './dates';
import { StatusBadge } from './status-badge';

/**
 * /anmodninger: the person's applications, active or inactive (`?status=`), newest first. The page
 * is the same HTML for everyone (served from the page cache); the list is asked for here, with the
 * session cookie, from an address the HTML preloads (`initial`: the list the server read for a
 * browser without scripts).
 */
export function ApplicationsOverview({ filter, initial }: { filter: ApplicationFilter; initial?: ApplicationList }) {
  preloadApiRead(applicationsResource(filter));
  const t = useTranslations('applications');
  const applications = useApplications(filter, initial);
  return (
    <SignedInData queries={[applications]} texts={{ loading: t('loading'), failed: t('errors.loadFailed') }}>
      {() => <Applications filter={filter} list={applications.data!} />}
    </SignedInData>
  );
}

function Applications({ filter, list }: { filter: ApplicationFilter; list: ApplicationList }) {
  const t = useTranslations('applications');
  return (
    <>
      <nav aria-label={t('filters.label')} className="mb-3">
        <ul className="nav nav-pills">
          {applicationFilters.map((option) => (
            <li key={option} className="nav-item">
              <Link
                href={{ pathname: '/applications', query: { status: option } }}
                className={`nav-link${option === filter ? ' active' : ''}`}
                aria-current={option === filter ? 'page' : undefined}
              >
                {t(`filters.${option}Count`, { count: list.counts[option] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <div className="alert alert-light border">
          <p>{t(`empty.${filter}`)}</p>
          <Link href="/search" className="btn btn-primary btn-sm">
            {t('empty.findHome')}
          </Link>
        </div>
      ) : (
        <ul className="list-unstyled d-grid gap-3" aria-label={t('count', { count: list.items.length })}>
          {list.items.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
      {filter === 'inactive' ? <p className="small text-body-secondary">{t('anonymisationNote')}</p> : null}
    </>
  );
}

function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const t = useTranslations('applications');
  const { date } = useDates();
  const { property } = application;
  const sent = date(application.createdAt);
  return (
    <article className="card">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h2 className="h5 card-title mb-1">
            <Link href={{ pathname: '/application/[id]', params: { id: application.id } }}>{property.address}</Link>
          </h2>
          <StatusBadge status={application.status} />
        </div>
        <p className="mb-2 text-body-secondary">
          {postalLine(property)} · {application.company.name}
        </p>
        <p className="small mb-2">
          {t('sentOn', { date: sent })}
          {application.external ? <span className="badge text-bg-warning ms-2">{t('external')}</span> : null}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link href={{ pathname: '/application/[id]', params: { id: application.id } }} className="btn btn-sm btn-primary">
            {t('view')}
          </Link>
          <Link href={{ pathname: '/property/[slug]', params: { slug: property.slug } }} className="btn btn-sm btn-outline-primary">
            {t('viewProperty')}
          </Link>
        </div>
      </div>
    </article>
  );
}
