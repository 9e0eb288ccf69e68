import { getTranslations } from '@/lib/i18n/translations';
import type { Locale } from '@/lib/i18n/routing';
import { formatDeadline } from '@/lib/offers/deadline';
import type { ApplicantOffer, PendingLease } from '@/lib/offers/schema';

/**
 * The offers on the person's application page, each with its deadline, their answer and the way to
 * the offer, and the lease waiting for their signature. The links go through /api/offers/{id}/open
 * and /api/account/contracts/{id}/open, which mint a fresh link for its owner: only hashes of links
 * are kept, so the mail's cannot be shown again.
 */
export async function ApplicationOffers({ offers, leases, locale }: { offers: ApplicantOffer[]; leases: PendingLease[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'application.offers' });
  return (
    <section className="mb-4" aria-labelledby="application-offers">
      <h2 id="application-offers" className="h5">
        {t('heading')}
      </h2>
      <ul className="list-group">
        {offers.map((offer) => (
          <li key={offer.id} className="list-group-item">
            <p className="fw-semibold mb-1">{t('deadline', { date: formatDeadline(offer.deadline, locale) })}</p>
            <p className="mb-2">{t(offer.answer ?? 'none')}</p>
            {offer.phase !== 'open' ? <p className="small text-body-secondary mb-2">{t(offer.phase)}</p> : null}
            <a href={`/api/offers/${offer.id}/open`} className="btn btn-sm btn-primary">
              {t('open')}
            </a>
          </li>
        ))}
        {leases.map((lease) => (
          <li key={lease.id} className="list-group-item">
            <p className="fw-semibold mb-1">{t('lease', { company: lease.company, version: lease.version })}</p>
            <p className="mb-2">
              <time dateTime={lease.deadline}>{t('signBy', { date: formatDeadline(lease.deadline, locale) })}</time>
            </p>
            <a href={`/api/account/contracts/${lease.id}/open`} className="btn btn-sm btn-primary">
              {t('sign')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
