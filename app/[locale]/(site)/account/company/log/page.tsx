import { AuditLog } from '@/components/audit/audit-log';
import { consolePage } from '@/components/providers/console-page';
import { auditFilterFormSchema } from '@/lib/audit/schema';
import { readCompanyLog } from '@/lib/providers/audit-log-service';

/** The owner's page: to plain members it is a 404, like the console to everyone else. */
const page = consolePage({
  route: '/account/company/log',
  titleKey: 'companyLog',
  section: 'log',
  ownerOnly: true,
  load: async () => ({ data: true }),
  body: async ({ user, membership, locale, searchParams }) => {
    const parsed = auditFilterFormSchema.safeParse(searchParams);
    const filter = parsed.success ? parsed.data : {};
    const { page: entries, actors, homes } = await readCompanyLog(user, filter, membership.companyId);
    return <AuditLog page={entries} actors={actors} filter={filter} locale={locale} homes={homes} badFilter={!parsed.success} />;
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
