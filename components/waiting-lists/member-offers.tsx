import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { formatDeadline } from '@/lib/offers/deadline';
import type { PendingWaitingListOffer } from '@/lib/waiting-lists/offer-schema';

/**
 * The homes offered to the person from their lists whose answer can still be given or changed, each
 * with the answer given and the way to its page (a fresh link for its owner: the mail's is not kept).
 */
export function MemberOffers({ offers, locale }: { offers: PendingWaitingListOffer[]; locale: Locale }) {
  const t = useTranslations('waitingList.mine.offers');
  return (
    <section className="mb-4" aria-labelledby="member-offers">
      <h2 id="member-offers" className="h5">
        {t('heading')}
      </h2>
      <ul className="list-group">
        {offers.map((offer) => (
          <li key={offer.id} className="list-group-item d-flex flex-column flex-md-row gap-2 justify-content-between align-items-md-center">
            <div>
              <p className="fw-semibold mb-1">{t('title', { group: offer.groupName, address: offer.address })}</p>
              <p className="mb-0">
                <time dateTime={offer.deadline}>{t('deadline', { date: formatDeadline(offer.deadline, locale) })}</time>
              </p>
              <p className="small text-body-secondary mb-0">{t(`answer.${offer.answer ?? 'none'}`)}</p>
            </div>
            <a href={`/api/account/waiting-list-offers/${offer.id}/open`} className="btn btn-primary btn-sm align-self-md-center">
              {offer.answer ? t('change') : t('answerNow')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
