import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { SurveyView } from '@/lib/viewings/schema';
import type { TokenPage } from './load-viewing-page';
import { SurveyForm } from './survey-form';
import { ViewingTokenFrame } from './viewing-token-frame';

/** /evaluering/{token}: the two questions and the comment, once; an answered survey says so. */
export async function SurveyPageBody({
  data,
  locale,
  searchParams,
}: {
  data: TokenPage<SurveyView>;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations({ locale, namespace: 'bookingSurvey' });
  return (
    <ViewingTokenFrame data={data} locale={locale} errors={{ expired: t('errors.expired'), failed: t('errors.fetchFailed') }}>
      {({ view, token }) => (
        <>
          <p className="lead">{view.firstName ? t('greeting', { firstName: view.firstName }) : null}</p>
          <p>{t('intro', { address: view.home.address, date: formatDate(view.date, locale) })}</p>
          {view.outcome ? (
            <>
              <FormAlert kind="success">{t('alreadyAnswered')}</FormAlert>
              {/* The answer is final: a link to it, never a second "Send svar" that would do nothing. */}
              <Link href={{ pathname: '/booking-survey/[token]/confirmation', params: { token } }}>{t('seeAnswer')}</Link>
            </>
          ) : (
            <>
              <FormRefusal
                locale={locale}
                searchParams={searchParams}
                namespace="bookingSurvey.validation"
                fallback={t('errors.submitFailed')}
              />
              <ScopedMessages paths={['bookingSurvey']}>
                <SurveyForm token={token} />
              </ScopedMessages>
            </>
          )}
        </>
      )}
    </ViewingTokenFrame>
  );
}
