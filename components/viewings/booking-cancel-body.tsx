import { getTranslations } from '@/lib/i18n/translations';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormRefusal } from '@/components/ui/form-refusal';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { InvitationView } from '@/lib/viewings/schema';
import type { TokenPage } from './load-viewing-page';
import { slotLabel, ViewingTokenFrame } from './viewing-token-frame';

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
  return (
    <ViewingTokenFrame data={data} locale={locale} errors={{ expired: t('errors.expired'), failed: t('errors.propertyFetchFailed') }}>
      {({ view, token }) => {
        const chosen = view.slots.find((slot) => slot.id === view.chosenSlotId);
        return (
          <>
            {chosen && view.changeableUntil ? (
              <>
                <p className="lead">{t('cancel.intro', { address: view.home.address, time: slotLabel(chosen, locale, t) })}</p>
                <FormRefusal
                  locale={locale}
                  searchParams={searchParams}
                  namespace="bookingInvitation"
                  fallback={t('errors.respondFailed')}
                />
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
              <Link href={{ pathname: '/booking-invitation/[token]', params: { token } }}>{t('cancel.keep')}</Link>
            </p>
          </>
        );
      }}
    </ViewingTokenFrame>
  );
}
