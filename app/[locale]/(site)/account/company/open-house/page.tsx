import { ConsoleOpenHouses } from '@/components/open-house/console-open-houses';
import { consolePage } from '@/components/providers/console-page';
import { listCompanyOpenHouses } from '@/lib/open-house/landlord-service';

/** The company's open houses with places taken and the waiting line; made and changed through the provider API. */
const page = consolePage({
  route: '/account/company/open-house',
  titleKey: 'companyOpenHouse',
  section: 'openHouse',
  load: async ({ membership }) => ({ data: await listCompanyOpenHouses(membership.companyId) }),
  body: ({ data, locale }) => <ConsoleOpenHouses events={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
