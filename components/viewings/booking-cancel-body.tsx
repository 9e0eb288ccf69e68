import { getTranslations } from '@/lib/i18n/translations';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { InvitationView } from '@/lib/viewings/schema';
import { slotLabel, ViewingHomeCard } from './invitation-page-body';
import type { TokenPage } from './load-viewing-page';

/**
 * /fremvisning/{token}/afbestil, the mail's cancel link: the booked time and one button. A plain
 * form posted to the answer's route, so it works without JavaScript; the route checks its origin
 * like every browser POST and answers with the confirmation page (or back here with the refusal).
 */
export async function BookingCancelBody({
  data,
  locale,
  searchParams,
}: {
  data: TokenPage<InvitationView>;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations({ locale, namespace: 'bookingInvitation' });
  if (data.kind === 'expired') return <FormAlert kind="error">{t('errors.expired')}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{t('errors.propertyFetchFailed')}</FormAlert>;
  const { view, token } = data;
  const chosen = view.slots.find((slot) => slot.id === view.chosenSlotId);
  const back = { pathname: '/booking-invitation/[token]', params: { token } } as const;
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        {chosen && view.changeableUntil ? (
          <>
            <p className="lead">
              {t('cancel.intro', {
                address: view.home.address,
                time: slotLabel(chosen, locale, t('timeRange', { from: chosen.fromTime, to: chosen.toTime })),
              })}
            </p>
            <FormRefusal locale={locale} searchParams={searchParams} namespace="bookingInvitation" fallback={t('errors.respondFailed')} />
            <form method="post" action={`/api/viewings/invitations/${encodeURIComponent(token)}`}>
              <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
              <button type="submit" name="answer" value="decline" className="btn btn-danger">
                {t('cancel.submit')}
              </button>
            </form>
          </>
        ) : (
          <div className="alert alert-info" role="status">
            {chosen ? t('cannotChange') : t('cancel.nothing')}
          </div>
        )}
        <p className="mt-3">
          <Link href={back}>{t('cancel.keep')}</Link>
        </p>
      </div>
      <aside className="col-lg-4">
        <ViewingHomeCard home={view.home} locale={locale} />
      </aside>
    </div>
  );
}
