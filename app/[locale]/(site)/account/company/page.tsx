import { consolePage } from '@/components/providers/console-page';
import { GroupsOverview } from '@/components/providers/groups-overview';
import { listGroupsOfCompany } from '@/lib/catalogue/write-service';

const page = consolePage({
  route: '/account/company',
  titleKey: 'companyConsole',
  section: 'homes',
  load: async ({ membership }) => ({ data: await listGroupsOfCompany(membership.companyId) }),
  body: ({ data, locale }) => <GroupsOverview groups={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
