import { useLocale, useTranslations } from 'next-intl';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import type { OpenHouseViewer } from '@/lib/open-house/schema';

type Props = { eventId: number; group: string; full: boolean; viewer: OpenHouseViewer | null };

/**
 * Registering without JavaScript: a plain form that posts to the register route, which answers with
 * the open-house page and the outcome (lib/http/html-form.ts). A signed-in person (`viewer`, known to
 * the server) gets no guest fields: the route registers them with their account, as with the script.
 */
export function PlainRegistrationForm({ eventId, group, full, viewer }: Props) {
  const t = useTranslations('property.openHouse');
  const locale = useLocale();
  return (
    <form method="post" action={`/api/open-house/events/${eventId}/registrations`} className="mt-3">
      <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
      <input type="hidden" name="group" value={group} />
      {viewer ? (
        <p className="small text-body-secondary">{t('signedInAs', { name: viewer.name, email: viewer.email })}</p>
      ) : (
        <GuestFields eventId={eventId} />
      )}
      <button type="submit" className="btn btn-primary">
        {full ? t('joinWaitingLine') : t('register')}
      </button>
    </form>
  );
}

function GuestFields({ eventId }: { eventId: number }) {
  const t = useTranslations('property.openHouse');
  const id = (field: string) => `open-house-${eventId}-plain-${field}`;
  return (
    <>
      <p className="small text-body-secondary">{t('guestIntro')}</p>
      <div className="row g-2">
        <div className="col-sm-6 mb-2">
          <label htmlFor={id('name')} className="form-label">
            {t('name')}
          </label>
          <input id={id('name')} name="name" className="form-control" autoComplete="name" maxLength={200} />
        </div>
        <div className="col-sm-6 mb-2">
          <label htmlFor={id('email')} className="form-label">
            {t('email')}
          </label>
          <input id={id('email')} name="email" type="email" className="form-control" autoComplete="email" maxLength={320} />
        </div>
      </div>
    </>
  );
}
