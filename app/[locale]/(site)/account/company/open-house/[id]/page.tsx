import { getTranslations } from '@/lib/i18n/translations';
import { ConsoleOpenHouseDetail } from '@/components/open-house/console-open-house-detail';
import { consolePage } from '@/components/providers/console-page';
import { isDomainError } from '@/lib/errors/domain-error';
import { formatDate } from '@/lib/i18n/format';
import { getCompanyOpenHouse } from '@/lib/open-house/landlord-service';
import { openHouseEventParamsSchema, type LandlordOpenHouseEventDetail } from '@/lib/open-house/schema';

/** One open house of the company with its registrations; another company's (or an unknown id) is the 404 page. */
const page = consolePage<{ id: string }, LandlordOpenHouseEventDetail>({
  route: '/account/company/open-house/[id]',
  titleKey: 'companyOpenHouse',
  section: 'openHouse',
  load: async ({ membership }, { id }, locale) => {
    const parsed = openHouseEventParamsSchema.safeParse({ eventId: id });
    if (!parsed.success) return null;
    const event = await getCompanyOpenHouse(membership.companyId, parsed.data.eventId).catch((error: unknown) => {
      if (isDomainError(error, 'NotFound')) return null;
      throw error;
    });
    if (!event) return null;
    const t = await getTranslations({ locale, namespace: 'companyConsole.openHouse' });
    return { data: event, title: t('title', { date: formatDate(event.date, locale), from: event.from, to: event.to }) };
  },
  body: ({ data, locale }) => <ConsoleOpenHouseDetail event={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
