import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { loadSurveyPage } from '@/components/viewings/load-viewing-page';
import { SurveyConfirmation } from '@/components/viewings/survey-confirmation';

/** /evaluering/{token}/bekraeftelse: the outcome of the answered survey. */
const page = entityRoutePage({
  route: '/booking-survey/[token]/confirmation',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadSurveyPage(token);
    if (!data) return null;
    const { title } = await pageTexts('bookingSurveyConfirmation', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale) => <SurveyConfirmation data={data} locale={locale} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
