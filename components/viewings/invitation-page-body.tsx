import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { clockInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import type { InvitationView } from '@/lib/viewings/schema';
import { InvitationAnswerForm } from './invitation-answer-form';
import type { TokenPage } from './load-viewing-page';
import { slotLabel, ViewingTokenFrame } from './viewing-token-frame';

/** A moment on the page written as its slots are ("4. december 2026", "17:30"): one clock format side by side. */
function changeTime(iso: string, locale: Locale) {
  const instant = new Date(iso);
  return { date: formatDate(todayInCopenhagen(instant), locale), time: clockInCopenhagen(instant) };
}

/** /fremvisning/{token}: the home, the times, the meeting place and the answer (changeable until the viewing starts). */
export async function InvitationPageBody({
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
      {({ view, token }) => <InvitationAnswer view={view} token={token} locale={locale} searchParams={searchParams} t={t} />}
    </ViewingTokenFrame>
  );
}

function InvitationAnswer({
  view,
  token,
  locale,
  searchParams,
  t,
}: {
  view: InvitationView;
  token: string;
  locale: Locale;
  searchParams: SearchParams;
  t: Awaited<ReturnType<typeof getTranslations<'bookingInvitation'>>>;
}) {
  const chosen = view.slots.find((slot) => slot.id === view.chosenSlotId);
  const label = (slot: InvitationView['slots'][number]) => slotLabel(slot, locale, t);
  return (
    <>
      <p className="lead">{t('intro', { company: view.home.company, address: view.home.address })}</p>
      <dl className="row">
        <dt className="col-sm-4">{t('meetingLocation')}</dt>
        <dd className="col-sm-8">{view.meetingLocation}</dd>
        {chosen ? (
          <>
            <dt className="col-sm-4">{t('yourTime')}</dt>
            <dd className="col-sm-8">{label(chosen)}</dd>
          </>
        ) : null}
      </dl>
      {view.state === 'accepted' || view.state === 'declined' ? (
        <div className="alert alert-info" role="status">
          <p className="mb-1">{t(`alreadyAnswered.${view.state}`)}</p>
          <p className="mb-0">{view.changeableUntil ? t('changeUntil', changeTime(view.changeableUntil, locale)) : t('cannotChange')}</p>
        </div>
      ) : null}
      {view.state === 'expired' ? <FormAlert kind="error">{t('errors.expired')}</FormAlert> : null}
      {view.waiting ? (
        <div className="alert alert-info" role="status">
          {t('waitingNotice')}
        </div>
      ) : null}
      <FormRefusal locale={locale} searchParams={searchParams} namespace="bookingInvitation" fallback={t('errors.respondFailed')} />
      {view.changeableUntil ? (
        <ScopedMessages paths={['bookingInvitation']}>
          <InvitationAnswerForm
            token={token}
            chosenSlotId={view.chosenSlotId}
            waiting={view.waiting}
            slots={view.slots.map((slot) => ({ id: slot.id, label: label(slot), full: slot.full, started: slot.started }))}
          />
        </ScopedMessages>
      ) : null}
      {view.state === 'accepted' ? (
        <p className="mt-3 d-flex flex-wrap gap-3">
          <Link href={{ pathname: '/booking-invitation/[token]/confirmation', params: { token } }}>{t('addToCalendar')}</Link>
          {view.changeableUntil ? (
            <Link href={{ pathname: '/booking-invitation/[token]/cancel', params: { token } }}>{t('cancel.link')}</Link>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
