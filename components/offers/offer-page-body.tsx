import { getTranslations } from '@/lib/i18n/translations';
import { PropertyFinancials } from '@/components/catalogue/property-financials';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { postalLine } from '@/lib/catalogue/address';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferView } from '@/lib/offers/schema';
import { OfferAnswerForm } from './offer-answer-form';
import { formatDeadline } from '@/lib/offers/deadline';

/** What a link to an offer opens: the offer, nothing (404), an expired link, or a fetch that failed. */
export type OfferPageData = { kind: 'found'; offer: OfferView; token: string } | { kind: 'expired' } | { kind: 'failed' };

async function Terms({ offer, locale }: { offer: OfferView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOffer' });
  const rows: [string, string][] = [
    [t('terms.rent'), t('terms.amount', { amount: formatKroner(offer.costs.monthlyRent) })],
    [t('terms.moveIn'), formatDate(offer.moveInDate, locale)],
    [t('terms.rooms'), String(offer.rooms)],
    [t('terms.size'), t('terms.sizeValue', { size: offer.sizeM2 })],
  ];
  return (
    <section aria-labelledby="offer-terms" className="mb-4">
      <h2 id="offer-terms" className="h5">
        {t('terms.heading')}
      </h2>
      <dl className="row mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="col-6 col-md-3">
            <dt className="small text-body-secondary">{label}</dt>
            <dd className="fw-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The answer as it stands once a signed lease or the deadline has made it binding, and which of them did. */
async function BindingAnswer({ offer, locale }: { offer: OfferView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOffer' });
  return (
    <div className="alert alert-secondary" role="status">
      <p className="fw-semibold mb-1">{t(offer.phase === 'signed' ? 'signed' : 'closed')}</p>
      <p className="mb-0">{offer.answer ? t(`currentAnswer.${offer.answer}`) : t('noAnswer')}</p>
    </div>
  );
}

export async function OfferPageBody({ data, locale, searchParams }: { data: OfferPageData; locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'tenantAssignmentFlowOffer' });
  if (data.kind === 'expired') return <FormAlert kind="error">{t('errors.expired')}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{t('errors.propertyFetchFailed')}</FormAlert>;
  const { offer, token } = data;
  const address = `${offer.address}, ${postalLine(offer)}`;
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <p className="lead">{t('intro', { company: offer.company, address })}</p>
        <div className="alert alert-info">
          <p className="fw-semibold mb-1">{t('deadline', { date: formatDeadline(offer.deadline, locale) })}</p>
          {offer.phase === 'signed' ? null : (
            <p className="mb-0">
              {t('answerCanBeChanged')} {t('binding')}
            </p>
          )}
        </div>
        <Terms offer={offer} locale={locale} />
        {offer.phase === 'open' ? (
          <>
            {offer.answer ? (
              <p role="status">
                <span className="fw-semibold">{t('currentAnswer.label')}:</span> {t(`currentAnswer.${offer.answer}`)}
              </p>
            ) : null}
            <FormRefusal
              locale={locale}
              searchParams={searchParams}
              namespace="tenantAssignmentFlowOffer"
              fallback={t('errors.answerFailed')}
            />
            <ScopedMessages paths={['tenantAssignmentFlowOffer']}>
              <OfferAnswerForm token={token} current={offer.answer} />
            </ScopedMessages>
          </>
        ) : (
          <BindingAnswer offer={offer} locale={locale} />
        )}
      </div>
      <aside className="col-lg-4">
        <div className="card">
          <div className="card-body">
            <p className="fw-semibold mb-1">{offer.address}</p>
            <p>{postalLine(offer)}</p>
            <Link href={{ pathname: '/property/[slug]', params: { slug: offer.propertySlug } }} className="btn btn-sm btn-outline-primary">
              {t('seeProperty')}
            </Link>
          </div>
        </div>
      </aside>
      <div className="col-12">
        <PropertyFinancials costs={offer.costs} />
      </div>
    </div>
  );
}
