import { getTranslations } from '@/lib/i18n/translations';
import type { ContractTenantSummary } from '@/lib/offers/schema';
import { ContractVersions } from './contract-versions';
import { LeaseUploadForm } from './lease-upload-form';

/** Everyone the company sends leases to, each with their versions and the upload of the next one. */
export async function ConsoleTenantsTable({ companyId, tenants }: { companyId: number; tenants: ContractTenantSummary[] }) {
  const t = await getTranslations('companyConsole.contracts');
  return (
    <section aria-labelledby="tenants-list" className="mt-5">
      <h2 id="tenants-list" className="h4">
        {t('tenantsHeading')}
      </h2>
      {tenants.length === 0 ? (
        <p className="text-body-secondary">{t('none')}</p>
      ) : (
        <ul className="list-group">
          {tenants.map((tenant) => (
            <li key={tenant.id} className="list-group-item">
              <p className="mb-1">
                <span className="fw-semibold">{tenant.name}</span> · {tenant.email}
                {tenant.phone ? ` · ${tenant.phone}` : ''} ·{' '}
                <span className="badge text-bg-light">{tenant.external ? t('external') : t('fromOffer')}</span>
              </p>
              <p className="small text-body-secondary mb-2">{tenant.home.address}</p>
              <ContractVersions companyId={companyId} contracts={tenant.contracts} />
              <LeaseUploadForm companyId={companyId} owner={{ tenantId: tenant.id }} again={tenant.contracts.length > 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
