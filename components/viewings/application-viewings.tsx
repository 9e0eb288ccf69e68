import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TimelineViewing } from '@/lib/viewings/schema';

/**
 * The viewings on the person's application page: the time, their answer, and the way to the
 * invitation and its survey. Links go through /api/applications/{id}/viewings/{invitationId}, which
 * mints a fresh link for its owner: only hashes of links are kept, so the mail's cannot be shown again.
 */
export async function ApplicationViewings({
  applicationId,
  viewings,
  locale,
}: {
  applicationId: string;
  viewings: TimelineViewing[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'bookingInvitation.timeline' });
  const open = (invitationId: string, purpose: 'invitation' | 'survey') =>
    `/api/applications/${applicationId}/viewings/${invitationId}?purpose=${purpose}`;
  return (
    <section className="mb-4" aria-labelledby="application-viewings">
      <h2 id="application-viewings" className="h5">
        {t('heading')}
      </h2>
      <ul className="list-group">
        {viewings.map((viewing) => (
          <li key={viewing.invitationId} className="list-group-item">
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
