import { consolePage } from '@/components/providers/console-page';
import { ApiKeysSection } from '@/components/providers/api-keys-section';
import { listKeys } from '@/lib/providers/console-service';

/** The owner's page: to plain members it is a 404, like the console to everyone else. */
const page = consolePage({
  route: '/account/company/api-keys',
  titleKey: 'companyApiKeys',
  section: 'apiKeys',
  ownerOnly: true,
  load: async ({ user, membership }) => ({ data: await listKeys(user, membership.companyId) }),
  body: ({ data, membership }) => <ApiKeysSection keys={data} membership={membership} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
