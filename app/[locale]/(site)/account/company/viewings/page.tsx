import { headers } from 'next/headers';
import { consolePage } from '@/components/providers/console-page';
import { ConsoleViewingForm, type HomeChoice, type InvitableHome } from '@/components/viewings/console-viewing-form';
import { ConsoleViewings } from '@/components/viewings/console-viewings';
import { listNewestApplicationsOfCompany } from '@/lib/applications/landlord-service';
import type { LandlordApplication } from '@/lib/applications/schema';
import { isActiveStatus } from '@/lib/applications/statuses';
import { homeChoiceLabel } from '@/lib/catalogue/home-label';
import { listGroupsOfCompany } from '@/lib/catalogue/write-service';
import type { CompanyGroup } from '@/lib/catalogue/write-schema';
import { requestNow } from '@/lib/time/test-clock';
import { listViewingsOfCompany } from '@/lib/viewings/landlord-service';
import { listInterestedMembersByHome } from '@/lib/waiting-lists/console-service';
import type { InterestedMembersOfHome } from '@/lib/waiting-lists/offer-schema';

/** The newest this many applications to pick from; the provider API takes any. */
const SHOWN = 100;

/**
 * By home: the active applications made through the product, and the waiting-list members who said
 * yes to an offer of it. A viewing is for one home.
 */
function invitableHomes(
  applications: LandlordApplication[],
  interested: InterestedMembersOfHome[],
  groups: CompanyGroup[],
): InvitableHome[] {
  // Named as the other pickers name them: the homes of a group can share a street number.
  const labels = new Map(groups.flatMap((group) => group.homes.map((home) => [home.slug, homeChoiceLabel(home, group.name)] as const)));
  const homes = new Map<string, InvitableHome>();
  const homeOf = (slug: string, address: string) =>
    homes.get(slug) ?? { slug, label: labels.get(slug) ?? address, homeId: null, applicants: [], members: [] };
  for (const application of applications) {
    if (!isActiveStatus(application.status) || application.external) continue;
    const home = homeOf(application.home.slug, application.home.address);
    home.applicants.push({ id: application.id, name: application.applicant.name ?? '' });
    homes.set(application.home.slug, home);
  }
  for (const offered of interested) {
    homes.set(offered.slug, { ...homeOf(offered.slug, offered.address), homeId: offered.homeId, members: offered.members });
  }
  return [...homes.values()];
}

/** Every home of the company by its picker's name, for a viewing that names its home alone. */
const homeChoices = (groups: CompanyGroup[]): HomeChoice[] =>
  groups.flatMap((group) => group.homes.map((home) => ({ slug: home.slug, label: homeChoiceLabel(home, group.name) })));

/** /konto/virksomhed/fremvisninger: invite applicants and waiting-list members to a viewing, follow the answers, send the survey. */
const page = consolePage({
  route: '/account/company/viewings',
  titleKey: 'companyViewings',
  section: 'viewings',
  load: async ({ membership }) => {
    // The test clock may move a request's time: the no-show buttons show once a time has begun.
    const now = requestNow(await headers());
    const [applications, interested, viewings, groups] = await Promise.all([
      listNewestApplicationsOfCompany(membership.companyId, { limit: SHOWN }),
      listInterestedMembersByHome(membership.companyId),
      listViewingsOfCompany(membership.companyId, now),
      listGroupsOfCompany(membership.companyId),
    ]);
    return { data: { homes: invitableHomes(applications, interested, groups), allHomes: homeChoices(groups), viewings, now } };
  },
  body: ({ membership, data, locale }) => (
    <>
      <ConsoleViewingForm companyId={membership.companyId} homes={data.homes} allHomes={data.allHomes} />
      <ConsoleViewings viewings={data.viewings} companyId={membership.companyId} locale={locale} now={data.now} />
    </>
  ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
