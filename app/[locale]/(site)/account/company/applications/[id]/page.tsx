import { getTranslations } from '@/lib/i18n/translations';
import { consolePage } from '@/components/providers/console-page';
import { LandlordApplicationView } from '@/components/providers/landlord-application';
import { getApplicationOfCompany } from '@/lib/applications/landlord-service';
import { isDomainError } from '@/lib/errors/domain-error';

/** One application the company received; another company's (or an unknown id) is the 404 page. */
const page = consolePage<{ id: string }, Awaited<ReturnType<typeof getApplicationOfCompany>>>({
  route: '/account/company/applications/[id]',
  titleKey: 'companyApplication',
  section: 'applications',
  load: async ({ membership }, { id }, locale) => {
    const application = await getApplicationOfCompany(membership.companyId, id).catch((error: unknown) => {
      if (isDomainError(error, 'NotFound')) return null;
      throw error;
    });
    if (!application) return null;
    const t = await getTranslations({ locale, namespace: 'companyConsole.application' });
    const name = application.applicant.name;
    return { data: application, title: name ? t('title', { name }) : t('titleAnonymised') };
  },
  body: ({ data, membership }) => <LandlordApplicationView application={data} companyId={membership.companyId} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
