'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useDates } from '@/components/applications/dates';
import { Notice, useConfirmedAction } from '@/components/console/managed-list';
import { useAwardWaitingListOffer } from '@/lib/waiting-lists/offer-hooks';
import {
  AWARD_REASON_MAX,
  firstEligibleYes,
  type ProviderOfferRecipient,
  type ProviderWaitingListOffer,
} from '@/lib/waiting-lists/offer-schema';
import { ScrollingTable } from '@/components/ui/scrolling-table';

/** One offer: its deadline and state, and every recipient's answer in queue order. */
function OfferCard({ groupId, offer }: { groupId: number; offer: ProviderWaitingListOffer }) {
  const t = useTranslations('companyConsole.waitingLists.offers');
  const { date, time } = useDates();
  const errors = useTranslations('companyConsole.errors');
  const award = useAwardWaitingListOffer(groupId, offer.id);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  // Passing over the first member who said yes is the landlord's to explain: the reason goes on record.
  const first = firstEligibleYes(offer.recipients);
  const passesOver = (recipient: ProviderOfferRecipient) => first !== undefined && first.recipientId !== recipient.recipientId;
  const awarding = useConfirmedAction(
    async (recipient: ProviderOfferRecipient) => {
      const missing = passesOver(recipient) && !reason.trim();
      setReasonMissing(missing);
      if (missing) throw new Error('A reason is needed');
      return award.mutateAsync({ recipientId: recipient.recipientId, reason: passesOver(recipient) ? reason : undefined });
    },
    (recipient) => t('awarded', { name: recipient.name }),
  );
  const ask = (recipient: ProviderOfferRecipient) => {
    setReason('');
    setReasonMissing(false);
    awarding.ask(recipient);
  };
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
                    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => ask(recipient)}>
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
          children: passesOver(recipient) ? (
            <div className="mb-3">
              <label htmlFor={reasonId} className="form-label">
                {t('confirm.reasonLabel')}
              </label>
              <textarea
                id={reasonId}
                className={`form-control${reasonMissing ? ' is-invalid' : ''}`}
                rows={3}
                required
                maxLength={AWARD_REASON_MAX}
                aria-invalid={reasonMissing}
                aria-describedby={`${reasonId}-hint`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div id={`${reasonId}-hint`} className="form-text">
                {t('confirm.reasonHint', { first: first?.name ?? '' })}
              </div>
            </div>
          ) : undefined,
        }),
        reasonMissing ? errors('awardReasonRequired') : t('confirm.failed'),
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
