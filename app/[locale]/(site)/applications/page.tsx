import { ApplicationsOverview } from '@/components/applications/applications-overview';
import { signedInRoutePage } from '@/components/accounts/signed-in-route-page';
import { listQuerySchema } from '@/lib/applications/schema';
import { listMyApplications } from '@/lib/applications/service';

const page = signedInRoutePage('/applications', async (user, searchParams) => {
  const { status } = listQuerySchema.parse({ status: searchParams.status });
  return <ApplicationsOverview key={status} filter={status} initial={await listMyApplications(user, status)} />;
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
