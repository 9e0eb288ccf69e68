import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { PropertyFinancials } from '@/components/catalogue/property-financials';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatDeadline } from '@/lib/offers/deadline';
import type { WaitingListOfferView } from '@/lib/waiting-lists/offer-schema';
import { WaitingListOfferAnswer } from './offer-answer';

/** What a waiting-list offer's link opens: the offer, or the "could not load" error when reading failed. */
export type WaitingListOfferPageData = { kind: 'found'; offer: WaitingListOfferView; token: string } | { kind: 'failed' };

async function Facts({ offer, locale }: { offer: WaitingListOfferView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'waitingListOfferConfirmation' });
  const kroner = (amount: number) => t('facts.rentValue', { amount: formatKroner(amount) });
  const rows: [string, string][] = [
    [t('facts.rooms'), String(offer.rooms)],
    [t('facts.size'), t('facts.sizeValue', { size: offer.sizeM2 })],
    [t('facts.rent'), kroner(offer.costs.monthlyRent)],
    [t('facts.deposit'), kroner(offer.costs.deposit)],
    [t('facts.moveIn'), offer.moveInDate ? formatDate(offer.moveInDate, locale) : t('facts.moveInByAgreement')],
    [t('facts.moveInTotal'), kroner(offer.costs.moveInTotal)],
  ];
  return (
    <section aria-labelledby="offer-facts" className="mb-4">
      <h2 id="offer-facts" className="h5">
        {t('facts.heading')}
      </h2>
      <dl className="row mb-2">
        {rows.map(([label, value]) => (
          <div key={label} className="col-6 col-md-4">
            <dt className="small text-body-secondary">{label}</dt>
            <dd className="fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Link href={{ pathname: '/property/[slug]', params: { slug: offer.homeSlug } }}>{t('seeProperty')}</Link>
    </section>
  );
}

/** After the deadline, or once the home was given: the answer as it stands, and the outcome if known. */
async function Closed({ offer, locale }: { offer: WaitingListOfferView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'waitingListOfferConfirmation' });
  return (
    <div className="alert alert-secondary" role="status">
      <p className="fw-semibold mb-1">
        {offer.outcome ? t(`outcome.${offer.outcome}`, { company: offer.companyName }) : t('errors.expired')}
      </p>
      <p className="mb-0">{offer.answer ? t('yourAnswer', { answer: t(`answers.${offer.answer}`) }) : t('noAnswer')}</p>
    </div>
  );
}

export async function WaitingListOfferPage({
  data,
  locale,
  searchParams,
}: {
  data: WaitingListOfferPageData;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations({ locale, namespace: 'waitingListOfferConfirmation' });
  if (data.kind === 'failed') return <FormAlert kind="error">{t('errors.propertyFetchFailed')}</FormAlert>;
  const { offer, token } = data;
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <p className="lead">{t('intro', { company: offer.companyName, address: offer.address })}</p>
        <div className="alert alert-info">
          <p className="fw-semibold mb-1">{t('deadline', { date: formatDeadline(offer.deadline, locale) })}</p>
          <p className="mb-0">{t('changeable')}</p>
        </div>
        <Facts offer={offer} locale={locale} />
        <FormRefusal
          locale={locale}
          searchParams={searchParams}
          namespace="waitingListOfferConfirmation.errors"
          fallback={t('errors.answerFailed')}
        />
        {offer.open ? (
          <ScopedMessages paths={['waitingListOfferConfirmation']}>
            <WaitingListOfferAnswer token={token} company={offer.companyName} initial={offer.answer} />
          </ScopedMessages>
        ) : (
          <Closed offer={offer} locale={locale} />
        )}
      </div>
      <div className="col-12">
        <PropertyFinancials costs={offer.costs} />
      </div>
    </div>
  );
}
