import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TimelineViewing } from '@/lib/viewings/schema';

/**
 * The person's own viewings: the time, their answer, and the way to the invitation and its survey.
 * Links go through `openBase`/{invitationId}, which mints a fresh link for its owner: only hashes of
 * links are kept, so the mail's cannot be shown again. `withHome` names the home of each (on
 * /ventelister, where the viewings are of several homes).
 */
function ViewingList({
  id,
  heading,
  viewings,
  openBase,
  withHome,
  locale,
}: {
  id: string;
  heading: string;
  viewings: TimelineViewing[];
  openBase: string;
  withHome: boolean;
  locale: Locale;
}) {
  const t = useTranslations('bookingInvitation.timeline');
  const open = (invitationId: string, purpose: 'invitation' | 'survey') => `${openBase}/${invitationId}?purpose=${purpose}`;
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {heading}
      </h2>
      <ul className="list-group">
        {viewings.map((viewing) => (
          <li key={viewing.invitationId} className="list-group-item">
            {withHome ? <p className="mb-1">{t('home', { address: viewing.home.address, company: viewing.home.company })}</p> : null}
            <p className="fw-semibold mb-1">
              {t('yourTime', { date: formatDate(viewing.date, locale), from: viewing.fromTime, to: viewing.toTime })}
            </p>
            <p className="mb-2">{t(`state.${viewing.state}`)}</p>
            <div className="d-flex flex-wrap gap-2">
              <a href={open(viewing.invitationId, 'invitation')} className="btn btn-sm btn-primary">
                {t('open')}
              </a>
              {viewing.survey?.open ? (
                <a href={open(viewing.invitationId, 'survey')} className="btn btn-sm btn-outline-primary">
                  {t('survey')}
                </a>
              ) : null}
              {viewing.survey?.outcome ? <span className="badge text-bg-light align-self-center">{t('surveyDone')}</span> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The viewings on the person's application page. */
export function ApplicationViewings({
  applicationId,
  viewings,
  locale,
}: {
  applicationId: string;
  viewings: TimelineViewing[];
  locale: Locale;
}) {
  const t = useTranslations('bookingInvitation.timeline');
  return (
    <ViewingList
      id="application-viewings"
      heading={t('heading')}
      viewings={viewings}
      openBase={`/api/applications/${applicationId}/viewings`}
      withHome={false}
      locale={locale}
    />
  );
}

/** On /ventelister: the viewings the person was invited to as a member of a waiting list. */
export function MemberViewings({ viewings, locale }: { viewings: TimelineViewing[]; locale: Locale }) {
  const t = useTranslations('bookingInvitation.timeline');
  return (
    <ViewingList
      id="member-viewings"
      heading={t('memberHeading')}
      viewings={viewings}
      openBase="/api/viewings/mine"
      withHome
      locale={locale}
    />
  );
}
