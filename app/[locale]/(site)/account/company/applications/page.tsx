import { consolePage } from '@/components/providers/console-page';
import { ApplicationsTable } from '@/components/providers/applications-table';
import { listNewestApplicationsOfCompany } from '@/lib/applications/landlord-service';
import { listGroupsOfCompany } from '@/lib/catalogue/write-service';
import { consoleApplicationsQuerySchema } from '@/lib/providers/schema';

/** The newest this many; a company with more narrows by home or status (the API pages through all). */
const SHOWN = 100;

const page = consolePage({
  route: '/account/company/applications',
  titleKey: 'companyApplications',
  section: 'applications',
  load: async ({ membership }) => ({ data: await listGroupsOfCompany(membership.companyId) }),
  body: async ({ membership, data: groups, locale, searchParams }) => {
    const parsed = consoleApplicationsQuerySchema.safeParse(searchParams);
    const filter = parsed.success ? parsed.data : {};
    const rows = await listNewestApplicationsOfCompany(membership.companyId, {
      homeSlug: filter.home || undefined,
      status: filter.status,
      limit: SHOWN + 1,
    });
    return (
      <ApplicationsTable applications={rows.slice(0, SHOWN)} more={rows.length > SHOWN} groups={groups} filter={filter} locale={locale} />
    );
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
