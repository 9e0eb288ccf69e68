import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { MitidVerified } from '@/components/accounts/mitid-verified';
import { DataTable } from '@/components/console/data-table';
import { FilterForm, FilterSelect } from '@/components/console/filter-form';
import { applicationStatuses, type ApplicationStatus } from '@/lib/applications/statuses';
import type { LandlordApplication } from '@/lib/applications/schema';
import { homeChoiceLabel } from '@/lib/catalogue/home-label';
import type { CompanyGroup } from '@/lib/catalogue/write-schema';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

type Filter = { home?: string; status?: ApplicationStatus };

/** The applications by home and status (a FilterForm). */
async function ApplicationsFilter({ groups, filter, locale }: { groups: CompanyGroup[]; filter: Filter; locale: Locale }) {
  const t = await getTranslations('companyConsole.applications');
  const status = await getTranslations('applications.status');
  return (
    <FilterForm action={getPathname({ locale, href: '/account/company/applications' })}>
      <FilterSelect id="filter-home" name="home" label={t('home')} column="col-sm-6 col-lg-5" value={filter.home ?? ''} any={t('allHomes')}>
        {groups.map((group) => (
          <optgroup key={group.slug} label={group.name}>
            {group.homes.map((home) => (
              <option key={home.slug} value={home.slug}>
                {homeChoiceLabel(home)}
              </option>
            ))}
          </optgroup>
        ))}
      </FilterSelect>
      <FilterSelect
        id="filter-status"
        name="status"
        label={t('status')}
        column="col-sm-4 col-lg-3"
        value={filter.status ?? ''}
        any={t('allStatuses')}
      >
        {applicationStatuses.map((value) => (
          <option key={value} value={value}>
            {status(value)}
          </option>
        ))}
      </FilterSelect>
      <div className="col-sm-2">
        <button type="submit" className="btn btn-outline-primary w-100">
          {t('filter')}
        </button>
      </div>
    </FilterForm>
  );
}

export async function ApplicationsTable({
  applications,
  more,
  groups,
  filter,
  locale,
}: {
  applications: LandlordApplication[];
  more: boolean;
  groups: CompanyGroup[];
  filter: Filter;
  locale: Locale;
}) {
  const t = await getTranslations('companyConsole.applications');
  const status = await getTranslations('applications.status');
  const format = await getFormatter();
  return (
    <section aria-labelledby="console-applications">
      <h2 id="console-applications" className="h4">
        {t('heading')}
      </h2>
      <ApplicationsFilter groups={groups} filter={filter} locale={locale} />
      <p role="status">{t('count', { count: applications.length, more: String(more) })}</p>
      <DataTable
        caption={t('table.caption')}
        headers={[t('table.applicant'), t('table.home'), t('table.status'), t('table.received')]}
        items={applications}
        empty={<p className="alert alert-info">{t('empty')}</p>}
        row={(application) => (
          <tr key={application.id}>
            <th scope="row" className="fw-normal">
              <Link href={{ pathname: '/account/company/applications/[id]', params: { id: application.id } }}>
                {application.applicant.name ?? t('anonymised')}
              </Link>
              {application.external ? <span className="d-block small text-body-secondary">{t('external')}</span> : null}
              <MitidVerified at={application.applicant.mitidVerifiedAt} />
            </th>
            <td>{application.home.address}</td>
            <td>{status(application.status)}</td>
            <td>
              <time dateTime={application.createdAt}>
                {format.dateTime(new Date(application.createdAt), { dateStyle: 'medium', timeZone: DANISH_TIME_ZONE })}
              </time>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
