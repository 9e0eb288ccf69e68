import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { InsightOverview } from '@/components/insight/insight-overview';
import { consolePage } from '@/components/providers/console-page';
import { isDomainError } from '@/lib/errors/domain-error';
import { insightQuerySchema } from '@/lib/insight/schema';
import { companyInsight, insightGroupsOf } from '@/lib/insight/service';
import { requestNow } from '@/lib/time/test-clock';

/**
 * /konto/virksomhed/indsigt: the company's overview for a period and, optionally, one group. A period
 * that is not offered or a group that is not the company's is a 404, as a link to nothing.
 */
const page = consolePage({
  route: '/account/company/insight',
  titleKey: 'companyInsight',
  section: 'insight',
  load: async ({ membership }) => ({ data: await insightGroupsOf(membership.companyId) }),
  body: async ({ membership, data: groups, locale, searchParams }) => {
    const parsed = insightQuerySchema.safeParse(searchParams);
    if (!parsed.success) notFound();
    const figures = await companyInsight(membership.companyId, parsed.data, requestNow(await headers())).catch((error: unknown) => {
      if (isDomainError(error, 'NotFound')) notFound();
      throw error;
    });
    return <InsightOverview figures={figures} groups={groups} query={parsed.data} locale={locale} />;
  },
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
