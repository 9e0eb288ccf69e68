import { getTranslations } from '@/lib/i18n/translations';
import { FormAlert } from '@/components/ui/form-alert';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { SurveyView } from '@/lib/viewings/schema';
import type { TokenPage } from './load-viewing-page';
import { OutcomeActions, OutcomePanel } from '@/components/console/outcome-panel';

/** /evaluering/{token}/bekraeftelse: one of the three outcomes (interested, not interested, did not come), and the ways on. */
export async function SurveyConfirmation({ data, locale }: { data: TokenPage<SurveyView>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'bookingSurveyConfirmation' });
  const tSurvey = await getTranslations({ locale, namespace: 'bookingSurvey' });
  if (data.kind === 'expired') return <FormAlert kind="error">{tSurvey('errors.expired')}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{tSurvey('errors.fetchFailed')}</FormAlert>;
  const { view, token } = data;
  return (
    <div>
      {view.outcome ? (
        <OutcomePanel title={t(`${view.outcome}.title`)}>
          <p className="mb-0">{t(`${view.outcome}.text`, { company: view.home.company })}</p>
        </OutcomePanel>
      ) : (
        <p role="status">
          {t('notAnswered')} <Link href={{ pathname: '/booking-survey/[token]', params: { token } }}>{t('answerNow')}</Link>
        </p>
      )}
      <OutcomeActions>
        <Link href="/search" className="btn btn-outline-primary">
          {t('findOtherHomes')}
        </Link>
        <Link href="/applications" className="btn btn-outline-secondary">
          {t('goToApplications')}
        </Link>
      </OutcomeActions>
    </div>
  );
}
