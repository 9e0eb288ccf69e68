import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { InvitationView } from '@/lib/viewings/schema';
import { CalendarDownload } from './calendar-download';
import type { TokenPage } from './load-viewing-page';
import { OutcomeActions, OutcomePanel } from '@/components/console/outcome-panel';

/** /fremvisning/{token}/bekraeftelse: the answer registered, the .ics when accepted, and the ways on. */
export async function InvitationConfirmation({ data, locale }: { data: TokenPage<InvitationView>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'bookingInvitationConfirmation' });
  const tInvitation = await getTranslations({ locale, namespace: 'bookingInvitation' });
  if (data.kind === 'expired') return <FormAlert kind="error">{tInvitation('errors.expired')}</FormAlert>;
  if (data.kind === 'failed') return <FormAlert kind="error">{tInvitation('errors.propertyFetchFailed')}</FormAlert>;
  const { view, token } = data;
  const back = { pathname: '/booking-invitation/[token]', params: { token } } as const;
  const chosen = view.slots.find((slot) => slot.id === view.chosenSlotId);
  const { address } = view.home;
  return (
    <div>
      {view.state === 'accepted' && chosen ? (
        <OutcomePanel title={t('accepted.title')}>
          <p>{t('accepted.text', { address, date: formatDate(chosen.date, locale), from: chosen.fromTime, to: chosen.toTime })}</p>
          <p>{t('accepted.meetingLocation', { location: view.meetingLocation })}</p>
          <p className="mb-0">{t('accepted.emailSent')}</p>
        </OutcomePanel>
      ) : null}
      {view.waiting ? (
        <OutcomePanel title={t('waiting.title')}>
          <p className="mb-0">{t('waiting.text', { address })}</p>
        </OutcomePanel>
      ) : null}
      {view.state === 'declined' ? (
        <OutcomePanel title={t('declined.title')}>
          <p className="mb-0">{t('declined.text', { address })}</p>
        </OutcomePanel>
      ) : null}
      <OutcomeActions>
        {view.state === 'accepted' ? (
          <ScopedMessages paths={['bookingInvitation']}>
            <CalendarDownload token={token} />
          </ScopedMessages>
        ) : null}
        {view.changeableUntil || view.state === 'sent' ? (
          <Link href={back} className="btn btn-outline-primary">
            {tInvitation('change')}
          </Link>
        ) : null}
        <Link href={{ pathname: '/property/[slug]', params: { slug: view.home.slug } }} className="btn btn-outline-secondary">
          {t('seeProperty')}
        </Link>
        <Link href="/applications" className="btn btn-outline-secondary">
          {t('goToApplications')}
        </Link>
      </OutcomeActions>
    </div>
  );
}
