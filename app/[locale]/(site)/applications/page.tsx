import { personalPartOnServer } from '@/components/accounts/personal-part';
import { ApplicationsOverview } from '@/components/applications/applications-overview';
import { staticRoutePage } from '@/components/layout/route-page';
import { listQuerySchema } from '@/lib/applications/schema';
import { listMyApplications } from '@/lib/applications/service';

/**
 * /anmodninger: the person's applications. It is one page per filter for everyone, kept in the page
 * cache, and the browser asks for the person's list; only for a signed-in browser without scripts is
 * the list read here (personalPartOnServer).
 */
const page = staticRoutePage('/applications', async (_locale, searchParams) => {
  const { status } = listQuerySchema.parse({ status: searchParams.status });
  const initial = await personalPartOnServer((user) => listMyApplications(user, status));
  return <ApplicationsOverview key={status} filter={status} initial={initial} />;
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
