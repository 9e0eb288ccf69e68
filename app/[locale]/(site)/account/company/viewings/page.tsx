import { consolePage } from '@/components/providers/console-page';
import { ConsoleViewingForm, type InvitableHome } from '@/components/viewings/console-viewing-form';
import { ConsoleViewings } from '@/components/viewings/console-viewings';
import { listNewestApplicationsOfCompany } from '@/lib/applications/landlord-service';
import type { LandlordApplication } from '@/lib/applications/schema';
import { isActiveStatus } from '@/lib/applications/statuses';
import { listViewingsOfCompany } from '@/lib/viewings/landlord-service';

/** The newest this many applications to pick from; the provider API takes any. */
const SHOWN = 100;

/** Active applications made through the product, by home: a viewing is for one home. */
function invitableHomes(applications: LandlordApplication[]): InvitableHome[] {
  const homes = new Map<string, InvitableHome>();
  for (const application of applications) {
    if (!isActiveStatus(application.status) || application.external) continue;
    const home = homes.get(application.home.slug) ?? { address: application.home.address, applicants: [] };
    home.applicants.push({ id: application.id, name: application.applicant.name ?? '' });
    homes.set(application.home.slug, home);
  }
  return [...homes.values()];
}

/** /konto/virksomhed/fremvisninger: invite applicants to a viewing, follow the answers, send the survey. */
const page = consolePage({
  route: '/account/company/viewings',
  titleKey: 'companyViewings',
  section: 'viewings',
  load: async ({ membership }) => {
    const [applications, viewings] = await Promise.all([
      listNewestApplicationsOfCompany(membership.companyId, { limit: SHOWN }),
      listViewingsOfCompany(membership.companyId),
    ]);
    return { data: { homes: invitableHomes(applications), viewings } };
  },
  body: ({ membership, data, locale }) => (
    <>
      <ConsoleViewingForm companyId={membership.companyId} homes={data.homes} />
      <ConsoleViewings viewings={data.viewings} companyId={membership.companyId} locale={locale} />
    </>
  ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
