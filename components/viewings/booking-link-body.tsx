import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { SearchParams } from '@/components/layout/entity-page';
import { FormRefusal } from '@/components/ui/form-refusal';
import type { Locale } from '@/lib/i18n/routing';
import type { BookingLinkView } from '@/lib/viewings/schema';
import { BookingLinkForm } from './booking-link-form';
import type { TokenPage } from './load-viewing-page';
import { slotLabel, ViewingTokenFrame } from './viewing-token-frame';

/**
 * /fremvisningstider/{token}: the viewing's shared link. The home, the meeting place and the times;
 * signed in, the person books one (`gate` is null), else the sign-in prompt stands in for the form.
 */
export async function BookingLinkBody({
  data,
  gate,
  locale,
  searchParams,
}: {
  data: TokenPage<BookingLinkView>;
  gate: ReactNode | null;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const t = await getTranslations({ locale, namespace: 'bookingInvitation' });
  return (
    <ViewingTokenFrame data={data} locale={locale} errors={{ expired: t('errors.expired'), failed: t('errors.propertyFetchFailed') }}>
      {({ view, token }) => (
        <>
          <p className="lead">{t('link.intro', { company: view.home.company, address: view.home.address })}</p>
          <dl className="row">
            <dt className="col-sm-4">{t('meetingLocation')}</dt>
            <dd className="col-sm-8">{view.meetingLocation}</dd>
          </dl>
          <FormRefusal locale={locale} searchParams={searchParams} namespace="bookingInvitation" fallback={t('errors.respondFailed')} />
          {gate ?? (
            <ScopedMessages paths={['bookingInvitation']}>
              <BookingLinkForm
                token={token}
                slots={view.slots.map((slot) => ({
                  id: slot.id,
                  label: slotLabel(slot, locale, t),
                  full: slot.full,
                  started: slot.started,
                }))}
              />
            </ScopedMessages>
          )}
        </>
      )}
    </ViewingTokenFrame>
  );
}
