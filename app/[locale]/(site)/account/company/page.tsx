import { consolePage } from '@/components/providers/console-page';
import { GroupsOverview } from '@/components/providers/groups-overview';
import { listGroupsOfCompany } from '@/lib/catalogue/write-service';
import { companyRentWarnings } from '@/lib/open-books/rent-service';

const page = consolePage({
  route: '/account/company',
  titleKey: 'companyConsole',
  section: 'homes',
  load: async ({ membership }) => {
    const [groups, rentWarnings] = await Promise.all([
      listGroupsOfCompany(membership.companyId),
      companyRentWarnings(membership.companyId),
    ]);
    return { data: { groups, rentWarnings } };
  },
  body: ({ data, locale }) => <GroupsOverview groups={data.groups} rentWarnings={data.rentWarnings} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
