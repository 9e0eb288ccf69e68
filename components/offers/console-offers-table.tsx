import { getTranslations } from '@/lib/i18n/translations';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { formatDeadline } from '@/lib/offers/deadline';
import type { ContractTenantSummary, LandlordOffer } from '@/lib/offers/schema';
import { ContractVersions } from './contract-versions';
import { LeaseUploadForm } from './lease-upload-form';
import { DataTable } from '@/components/console/data-table';

type Props = { companyId: number; offers: LandlordOffer[]; tenants: ContractTenantSummary[]; locale: Locale };

/** The company's offers with their answers; an accepted one takes its lease here. */
export async function ConsoleOffersTable({ companyId, offers, tenants, locale }: Props) {
  const t = await getTranslations('companyConsole.offers');
  const tenantOf = new Map(tenants.filter((tenant) => tenant.offerId).map((tenant) => [tenant.offerId, tenant]));
  return (
    <section aria-labelledby="offers-list" className="mt-5">
      <h2 id="offers-list" className="h4">
        {t('listHeading')}
      </h2>
      <DataTable
        caption={t('listHeading')}
        align="top"
        headers={[
          t('columns.applicant'),
          t('columns.home'),
          t('columns.terms'),
          t('columns.deadline'),
          t('columns.answer'),
          t('columns.contract'),
        ]}
        items={offers}
        empty={t('none')}
        row={(offer) => {
          const tenant = tenantOf.get(offer.id);
          return (
            <tr key={offer.id}>
              <td>{offer.applicant.name}</td>
              <td>{offer.home.address}</td>
              <td>{t('termsValue', { rent: formatKroner(offer.monthlyRent), date: formatDate(offer.moveInDate, locale) })}</td>
              <td>{formatDeadline(offer.deadline, locale)}</td>
              <td>
                <span className="fw-semibold">{t(`answers.${offer.answer ?? 'none'}`)}</span>
                {offer.binding ? <span className="d-block small text-body-secondary">{t('binding')}</span> : null}
              </td>
              <td>
                {tenant ? <ContractVersions companyId={companyId} contracts={tenant.contracts} /> : null}
                {offer.answer === 'interested' ? (
                  <LeaseUploadForm companyId={companyId} owner={{ offerId: offer.id }} again={Boolean(tenant?.contracts.length)} />
                ) : null}
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
