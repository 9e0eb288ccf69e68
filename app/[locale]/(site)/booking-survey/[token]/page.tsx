import { entityRoutePage } from '@/components/layout/entity-page';
import { pageTexts } from '@/components/layout/route-page';
import { loadSurveyPage } from '@/components/viewings/load-viewing-page';
import { SurveyPageBody } from '@/components/viewings/survey-page-body';

/** /evaluering/{token}: the survey after a viewing; an unknown token is the 404 page. */
const page = entityRoutePage({
  route: '/booking-survey/[token]',
  load: async ({ token }: { token: string }, locale) => {
    const data = await loadSurveyPage(token);
    if (!data) return null;
    const { title } = await pageTexts('bookingSurvey', locale);
    return { title, noindex: true, data };
  },
  body: ({ data }, locale, searchParams) => <SurveyPageBody data={data} locale={locale} searchParams={searchParams} />,
});

export const dynamic = 'force-dynamic';
export const generateMetadata = page.generateMetadata;
export default page.Page;
