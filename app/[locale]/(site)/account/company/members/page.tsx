import { consolePage } from '@/components/providers/console-page';
import { MembersSection } from '@/components/providers/members-section';
import { listCompanyMembers } from '@/lib/providers/console-service';

const page = consolePage({
  route: '/account/company/members',
  titleKey: 'companyMembers',
  section: 'members',
  load: async ({ user, membership }) => ({ data: await listCompanyMembers(user, membership.companyId) }),
  body: ({ data, membership }) => <MembersSection members={data} membership={membership} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
