import { getTranslations } from '@/lib/i18n/translations';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { instantInCopenhagen } from '@/lib/time/copenhagen';
import type { LandlordInvitation, LandlordViewing } from '@/lib/viewings/schema';
import { SendSurveysButton } from './send-surveys-button';
import { NewBookingLinkButton, NoShowButton } from './console-viewing-actions';
import { ScrollingTable } from '@/components/ui/scrolling-table';

type Translate = Awaited<ReturnType<typeof getTranslations<'companyConsole.viewings.list'>>>;

function surveyText(t: Translate, invitation: LandlordInvitation): string {
  const { survey } = invitation;
  if (!survey) return t('notSent');
  if (!survey.outcome) return t('surveyPending');
  return survey.comment ? `${t(`outcome.${survey.outcome}`)} – “${survey.comment}”` : t(`outcome.${survey.outcome}`);
}

/**
 * One viewing: who may book, its times with places taken, and each person's answer, whether they are
 * waiting for a place, whether they came (staff mark no-shows once the time has begun) and the survey;
 * members of a waiting list and bookings through the link are marked.
 */
async function ViewingCard({
  viewing,
  companyId,
  locale,
  now,
}: {
  viewing: LandlordViewing;
  companyId: number;
  locale: Locale;
  now: Date;
}) {
  const t = await getTranslations('companyConsole.viewings.list');
  const time = (slotId: string | null) => {
    const slot = viewing.slots.find((candidate) => candidate.id === slotId);
    return slot ? `${formatDate(slot.date, locale)}, ${slot.fromTime}–${slot.toTime}` : '–';
  };
  const address = viewing.home.address;
  const begun = (slotId: string | null) => {
    const slot = viewing.slots.find((candidate) => candidate.id === slotId);
    return slot !== undefined && instantInCopenhagen(slot.date, slot.fromTime) <= now;
  };
  return (
    <article className="card mb-4" aria-labelledby={`viewing-${viewing.id}`}>
      <div className="card-body">
        <h3 id={`viewing-${viewing.id}`} className="h5">
          {address}
        </h3>
        <p className="mb-1">{t('meetingLocation', { location: viewing.meetingLocation })}</p>
        <p>{t(`bookableBy.${viewing.bookableBy}`)}</p>
        {viewing.bookableBy === 'link' ? <NewBookingLinkButton companyId={companyId} viewingId={viewing.id} /> : null}
        <ScrollingTable caption={t('slots', { address })} className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('slotTime')}</th>
              <th scope="col">{t('places')}</th>
            </tr>
          </thead>
          <tbody>
            {viewing.slots.map((slot) => (
              <tr key={slot.id}>
                <td>{time(slot.id)}</td>
                <td>
                  {slot.capacity === null
                    ? t('placesUnlimited', { accepted: slot.accepted })
                    : t('placesOf', { accepted: slot.accepted, capacity: slot.capacity })}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
        <ScrollingTable caption={t('invitations', { address })} className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('invitee')}</th>
              <th scope="col">{t('answer')}</th>
              <th scope="col">{t('chosen')}</th>
              <th scope="col">{t('attendance')}</th>
              <th scope="col">{t('survey')}</th>
            </tr>
          </thead>
          <tbody>
            {viewing.invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td>
                  {invitation.name ?? '–'}
                  {invitation.invitee === 'waitingListMember' ? <span className="badge text-bg-light ms-2">{t('member')}</span> : null}
                  {invitation.invitee === 'linkBooking' ? <span className="badge text-bg-light ms-2">{t('linkBooking')}</span> : null}
                </td>
                <td>
                  {t(`state.${invitation.state}`)}
                  {invitation.waiting ? <span className="badge text-bg-warning ms-2">{t('waiting')}</span> : null}
                </td>
                <td>{time(invitation.slotId)}</td>
                <td>
                  {invitation.noShowAt ? <span className="me-2">{t('noShow')}</span> : null}
                  {invitation.state === 'accepted' && begun(invitation.slotId) ? (
                    <NoShowButton
                      companyId={companyId}
                      viewingId={viewing.id}
                      invitationId={invitation.id}
                      name={invitation.name ?? ''}
                      marked={invitation.noShowAt !== null}
                    />
                  ) : null}
                </td>
                <td>{surveyText(t, invitation)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
        <SendSurveysButton companyId={companyId} viewingId={viewing.id} />
      </div>
    </article>
  );
}

export async function ConsoleViewings({
  viewings,
  companyId,
  locale,
  now,
}: {
  viewings: LandlordViewing[];
  companyId: number;
  locale: Locale;
  now: Date;
}) {
  const t = await getTranslations('companyConsole.viewings.list');
  return (
    <section aria-labelledby="console-viewings">
      <h2 id="console-viewings" className="h4">
        {t('heading')}
      </h2>
      {viewings.length === 0 ? <p className="text-body-secondary">{t('empty')}</p> : null}
      {viewings.map((viewing) => (
        <ViewingCard key={viewing.id} viewing={viewing} companyId={companyId} locale={locale} now={now} />
      ))}
    </section>
  );
}
