import { ApplicationsOverview } from '@/components/applications/applications-overview';
import { staticRoutePage } from '@/components/layout/route-page';
import { listQuerySchema } from '@/lib/applications/schema';

/**
 * /anmodninger: the person's applications. The page reads no session: it is one page per filter for
 * everyone, kept in the page cache, and the browser asks for the person's list.
 */
const page = staticRoutePage('/applications', (_locale, searchParams) => {
  const { status } = listQuerySchema.parse({ status: searchParams.status });
  return <ApplicationsOverview key={status} filter={status} />;
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
