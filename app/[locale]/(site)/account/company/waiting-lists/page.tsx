import { consolePage } from '@/components/providers/console-page';
import { ConsoleWaitingLists } from '@/components/waiting-lists/console-waiting-lists';
import { getWaitingListConsole } from '@/lib/waiting-lists/console-service';

/** /konto/virksomhed/ventelister?gruppe={id}: the company's lists, their queues and offers. */
const page = consolePage({
  route: '/account/company/waiting-lists',
  titleKey: 'companyWaitingLists',
  section: 'waitingLists',
  load: async ({ membership }) => ({ data: membership }),
  body: async ({ membership, searchParams }) => {
    const chosen = Number(searchParams.gruppe);
    const data = await getWaitingListConsole(membership.companyId, Number.isSafeInteger(chosen) ? chosen : undefined);
    return <ConsoleWaitingLists data={data} />;
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
