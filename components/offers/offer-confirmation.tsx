import { getTranslations } from '@/lib/i18n/translations';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDeadline } from '@/lib/offers/deadline';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferPageData } from './offer-page-body';
import { OutcomeActions, OutcomePanel } from '@/components/console/outcome-panel';

/** /tilbud/{token}/interesse: the answer registered, until when it may change, and the ways on. */
export async function OfferConfirmation({ data, locale }: { data: OfferPageData; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOfferInterest' });
  const tOffer = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOffer' });
  if (data.kind === 'expired') return <FormAlert kind="error">{tOffer('errors.expired')}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{t('errors.propertyFetchFailed')}</FormAlert>;
  const { offer, token } = data;
  const back = { pathname: '/tenant-assignment-offer/[token]', params: { token } } as const;
  return (
    <div>
      {offer.answer ? (
        <OutcomePanel title={t(`${offer.answer}.title`)}>
          <p className="mb-0">{t(`${offer.answer}.text`, { company: offer.company })}</p>
        </OutcomePanel>
      ) : (
        <p role="status">{t('noAnswer')}</p>
      )}
      <p>{offer.phase === 'open' ? t('answerCanBeChanged', { date: formatDeadline(offer.deadline, locale) }) : t(offer.phase)}</p>
      <OutcomeActions>
        <Link href={back} className="btn btn-outline-primary">
          {offer.phase === 'open' ? t('changeAnswer') : t('backToOffer')}
        </Link>
        <Link href={{ pathname: '/property/[slug]', params: { slug: offer.propertySlug } }} className="btn btn-outline-secondary">
          {t('seeProperty')}
        </Link>
        <Link href="/applications" className="btn btn-outline-secondary">
          {t('goToApplications')}
        </Link>
      </OutcomeActions>
    </div>
  );
}
