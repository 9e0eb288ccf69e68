'use client';

import { useTranslations } from 'next-intl';
import { useDates } from '@/components/applications/dates';
import { Notice, useConfirmedAction } from '@/components/console/managed-list';
import { useAwardWaitingListOffer } from '@/lib/waiting-lists/offer-hooks';
import type { ProviderOfferRecipient, ProviderWaitingListOffer } from '@/lib/waiting-lists/offer-schema';
import { ScrollingTable } from '@/components/ui/scrolling-table';

/** One offer: its deadline and state, and every recipient's answer in queue order. */
function OfferCard({ groupId, offer }: { groupId: number; offer: ProviderWaitingListOffer }) {
  const t = useTranslations('companyConsole.waitingLists.offers');
  const { date, time } = useDates();
  const award = useAwardWaitingListOffer(groupId, offer.id);
  const awarding = useConfirmedAction(
    (recipient: ProviderOfferRecipient) => award.mutateAsync(recipient.recipientId),
    (recipient) => t('awarded', { name: recipient.name }),
  );
  const state = offer.awardedRecipientId ? 'awarded' : offer.answersFinal ? 'final' : 'open';
  return (
    <article className="card mb-3" aria-labelledby={`offer-${offer.id}`}>
      <div className="card-body">
        <h4 id={`offer-${offer.id}`} className="h6 mb-1">
          {offer.address}
        </h4>
        <p className="small text-body-secondary mb-2">
          {t(`state.${state}`)} · {t('deadline', { date: date(offer.deadline), time: time(offer.deadline) })}
        </p>
        <Notice text={awarding.notice} />
        <ScrollingTable caption={t('caption', { address: offer.address })} className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('position')}</th>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('answer')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.recipients.map((recipient) => (
              <tr key={recipient.recipientId}>
                <td>{recipient.position}</td>
                <td>
                  {recipient.name}
                  <div className="small text-body-secondary text-break">{recipient.email}</div>
                </td>
                <td>
                  {offer.awardedRecipientId === recipient.recipientId ? t('answers.awarded') : t(`answers.${recipient.answer ?? 'none'}`)}
                </td>
                <td className="text-end">
                  {!offer.awardedRecipientId && recipient.answer === 'interested' ? (
                    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => awarding.ask(recipient)}>
                      {t('award')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </div>
      {awarding.dialog(
        (recipient) => ({
          title: t('confirm.title'),
          text: t('confirm.text', { name: recipient.name, address: offer.address }),
          confirmLabel: t('confirm.action'),
        }),
        t('confirm.failed'),
      )}
    </article>
  );
}

export function ConsoleOffers({ groupId, offers }: { groupId: number; offers: ProviderWaitingListOffer[] }) {
  const t = useTranslations('companyConsole.waitingLists.offers');
  return (
    <section aria-labelledby="console-offers" className="mb-4">
      <h3 id="console-offers" className="h5">
        {t('heading')}
      </h3>
      {offers.length ? offers.map((offer) => <OfferCard key={offer.id} groupId={groupId} offer={offer} />) : <p>{t('none')}</p>}
    </section>
  );
}
