'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import type { OwnRegistration } from '@/lib/open-house/schema';

/** Where a registration stands, and the button that cancels it while that still means something. */
export function RegistrationStatus({ registration, onCancel }: { registration: OwnRegistration; onCancel: () => Promise<unknown> }) {
  const t = useTranslations('property.openHouse');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { state, event } = registration;
  const cancellable = state !== 'cancelled' && !event.past && !event.cancelled;

  async function cancel() {
    setBusy(true);
    setFailed(null);
    try {
      await onCancel();
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : t('cancelFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-2">
      <p className="mb-2 fw-semibold" role="status">
        {state === 'registered' ? t('stateRegistered') : null}
        {state === 'waiting' ? t('stateWaiting', { position: registration.position ?? 1 }) : null}
        {state === 'cancelled' ? t('stateCancelled') : null}
      </p>
      {event.cancelled ? <p className="text-danger">{t('eventCancelled')}</p> : null}
      {event.past && !event.cancelled ? <p className="text-body-secondary">{t('eventPast')}</p> : null}
      {cancellable ? (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={cancel} disabled={busy} aria-busy={busy}>
          {busy ? t('cancelling') : t('cancel')}
        </button>
      ) : null}
      {failed ? <FormAlert kind="error">{failed}</FormAlert> : null}
    </div>
  );
}
