'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useAuth } from '@/components/accounts/auth-provider';
import { useAuthDialogControl } from '@/components/accounts/auth-url';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { calendarResource, useCancelOwn, useRegister } from '@/lib/open-house/hooks';
import type { OpenHouseEvent, OpenHouseViewer, OwnRegistration, RegistrationResult } from '@/lib/open-house/schema';
import { GuestRegistrationForm } from './guest-registration-form';
import { PlainRegistrationForm } from './plain-registration-form';
import { RegistrationStatus } from './registration-status';

type Props = { event: OpenHouseEvent; group: string; own?: OwnRegistration; viewer: OpenHouseViewer | null };

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true once the page runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * One open house: when, where, the places left and the waiting line; registering (a guest types name
 * and e-mail, a signed-in person just asks), their registration once made, and the calendar file.
 */
export function OpenHouseEventCard({ event, group, own, viewer }: Props) {
  const t = useTranslations('property.openHouse');
  const locale = useLocale() as Locale;
  const { status, user } = useAuth();
  const signIn = useAuthDialogControl().open;
  const register = useRegister(group);
  const cancelOwn = useCancelOwn(group);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const [guestFormOpen, setGuestFormOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const hydrated = useHydrated();

  // This page's own registration counts as soon as it is made; the server's counts follow on the next load.
  const registered = event.registered + (result?.state === 'registered' ? 1 : 0);
  const waiting = event.waiting + (result?.state === 'waiting' ? 1 : 0);
  const free = Math.max(0, event.capacity - registered);
  const full = free === 0 || waiting > 0;
  const headingId = `open-house-${event.id}`;

  async function registerSignedIn() {
    setFailure(null);
    setCancelled(false);
    try {
      setResult(await register.mutateAsync({ eventId: event.id }));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('errors.failed'));
    }
  }

  async function cancelOwnRegistration(id: number) {
    await cancelOwn.mutateAsync(id);
    setResult(null);
    setCancelled(true);
  }

  function registrationArea() {
    // The server's HTML holds the plain form for browsers without JavaScript; with it, the buttons below take over.
    if (!hydrated) {
      return (
        <noscript>
          <PlainRegistrationForm eventId={event.id} group={group} full={full} viewer={viewer} />
        </noscript>
      );
    }
    if (own) return <RegistrationStatus registration={own} onCancel={() => cancelOwnRegistration(own.id)} />;
    if (result) {
      return (
        <FormAlert kind="success">
          {result.state === 'registered'
            ? t('registered', { email: result.email })
            : t('waiting', { position: result.position ?? 1, email: result.email })}
        </FormAlert>
      );
    }
    if (status === 'authenticated' && user) {
      return (
        <div className="mt-3">
          {cancelled ? <FormAlert kind="success">{t('cancelled')}</FormAlert> : null}
          <p className="small text-body-secondary">{t('signedInAs', { name: user.name, email: user.email })}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={registerSignedIn}
            disabled={register.isPending}
            aria-busy={register.isPending}
          >
            {register.isPending ? t('registering') : full ? t('joinWaitingLine') : t('register')}
          </button>
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
        </div>
      );
    }
    if (guestFormOpen) {
      return (
        <GuestRegistrationForm
          full={full}
          onSignIn={() => signIn('login')}
          onRegister={async (guest) => setResult(await register.mutateAsync({ eventId: event.id, guest }))}
        />
      );
    }
    return (
      <button type="button" className="btn btn-primary mt-2" onClick={() => setGuestFormOpen(true)}>
        {full ? t('joinWaitingLine') : t('register')}
      </button>
    );
  }

  return (
    <article className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title">
          {t('when', { date: formatDate(event.date, locale), from: event.from, to: event.to })}
        </h3>
        <p className="mb-1">{t('where', { place: event.place })}</p>
        <p className="mb-1">
          <span className={free === 0 ? 'badge text-bg-warning' : 'badge text-bg-success'}>
            {t('places', { free, capacity: event.capacity })}
          </span>{' '}
          {waiting > 0 ? <span className="small text-body-secondary">{t('waitingLine', { count: waiting })}</span> : null}
        </p>
        {registrationArea()}
        <div className="mt-3">
          <FileDownloadButton
            resource={calendarResource(event.id)}
            failure={t('downloadFailed')}
            className="btn btn-outline-secondary btn-sm"
          >
            {t('download')}
          </FileDownloadButton>
        </div>
      </div>
    </article>
  );
}
