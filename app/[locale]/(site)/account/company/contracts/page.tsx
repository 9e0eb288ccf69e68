import { getTranslations } from '@/lib/i18n/translations';
import { ConsoleTenantForm } from '@/components/offers/console-tenant-form';
import { ConsoleTenantsTable } from '@/components/offers/console-tenants-table';
import { consolePage } from '@/components/providers/console-page';
import { homeChoiceLabel } from '@/lib/catalogue/home-label';
import { listGroupsOfCompany } from '@/lib/catalogue/write-service';
import { listContractTenantsOfCompany } from '@/lib/offers/contract-service';

/** /konto/virksomhed/kontrakter: leases for signature, and tenants found outside Hjemly. */
const page = consolePage({
  route: '/account/company/contracts',
  titleKey: 'companyContracts',
  section: 'contracts',
  load: async ({ membership }) => {
    const [groups, tenants] = await Promise.all([
      listGroupsOfCompany(membership.companyId),
      listContractTenantsOfCompany(membership.companyId),
    ]);
    return { data: { groups, tenants } };
  },
  body: async ({ membership, data }) => {
    const t = await getTranslations('companyConsole.contracts');
    const homes = data.groups.flatMap((group) => group.homes.map((home) => [home.slug, homeChoiceLabel(home, group.name)] as const));
    return (
      <>
        <h2 className="h4">{t('heading')}</h2>
        <p>{t('intro')}</p>
        <ConsoleTenantForm companyId={membership.companyId} homes={homes} />
        <ConsoleTenantsTable companyId={membership.companyId} tenants={data.tenants} />
      </>
    );
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
