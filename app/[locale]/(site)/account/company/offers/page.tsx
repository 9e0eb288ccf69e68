import { ConsoleOfferForm } from '@/components/offers/console-offer-form';
import { ConsoleOffersTable } from '@/components/offers/console-offers-table';
import { consolePage } from '@/components/providers/console-page';
import { listNewestApplicationsOfCompany } from '@/lib/applications/landlord-service';
import { isActiveStatus } from '@/lib/applications/statuses';
import { listContractTenantsOfCompany } from '@/lib/offers/contract-service';
import { listOffersOfCompany } from '@/lib/offers/service';

/** The newest this many of each; the provider API pages through all. */
const SHOWN = 100;

/** /konto/virksomhed/tilbud: offer a home to applicants, follow the answers, send the lease of an accepted offer. */
const page = consolePage({
  route: '/account/company/offers',
  titleKey: 'companyOffers',
  section: 'offers',
  load: async ({ membership }) => {
    const { companyId } = membership;
    const [applications, offers, tenants] = await Promise.all([
      listNewestApplicationsOfCompany(companyId, { limit: SHOWN }),
      listOffersOfCompany(companyId, { limit: SHOWN }),
      listContractTenantsOfCompany(companyId),
    ]);
    return { data: { applications, offers, tenants } };
  },
  body: ({ membership, data, locale }) => {
    // 'offered' is active too, but an application takes one offer: only the others can be picked.
    const offerable = data.applications
      .filter((application) => isActiveStatus(application.status) && application.status !== 'offered' && !application.external)
      .map((application) => ({ id: application.id, name: application.applicant.name ?? '', address: application.home.address }));
    return (
      <>
        <ConsoleOfferForm companyId={membership.companyId} applications={offerable} />
        <ConsoleOffersTable companyId={membership.companyId} offers={data.offers} tenants={data.tenants} locale={locale} />
      </>
    );
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
