import { consolePage } from '@/components/providers/console-page';
import { GroupsOverview } from '@/components/providers/groups-overview';
import { listGroupsOfCompany } from '@/lib/catalogue/write-service';
import { companyRentWarnings } from '@/lib/open-books/rent-service';
import { getPublicationDelay } from '@/lib/open-books/service';
import { ConsoleDelayForm } from '@/components/open-books/console-delay-form';

const page = consolePage({
  route: '/account/company',
  titleKey: 'companyConsole',
  section: 'homes',
  load: async ({ membership }) => {
    const [groups, rentWarnings, delayDays] = await Promise.all([
      listGroupsOfCompany(membership.companyId),
      companyRentWarnings(membership.companyId),
      getPublicationDelay(membership.companyId),
    ]);
    return { data: { groups, rentWarnings, delayDays } };
  },
  body: ({ data, locale, membership }) => (
    <>
      <GroupsOverview groups={data.groups} rentWarnings={data.rentWarnings} locale={locale} />
      <ConsoleDelayForm companyId={membership.companyId} delayDays={data.delayDays} />
    </>
  ),
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
