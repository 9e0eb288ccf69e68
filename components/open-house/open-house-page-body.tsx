import { headers } from 'next/headers';
import { Suspense } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { SearchParams } from '@/components/layout/entity-page';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { FormAlert } from '@/components/ui/form-alert';
import { FormRefusal } from '@/components/ui/form-refusal';
import { getSessionUser } from '@/lib/accounts/session';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { OUTCOME_PARAM, type OpenHouseEvent } from '@/lib/open-house/schema';
import { OpenHouseEvents } from './open-house-events';
import { TokenRegistrationFromUrl } from './token-registration';

type Props = { group: { slug: string; name: string }; events: OpenHouseEvent[]; locale: Locale; searchParams: SearchParams };

/**
 * `/ejendom/{slug}/aabent-hus`: the registration a mail's link names, the group's coming open houses
 * (or that none is planned), and the way back to the group.
 */
export async function OpenHousePageBody({ group, events, locale, searchParams }: Props) {
  const t = await getTranslations('property.openHouse');
  const outcome = searchParams[OUTCOME_PARAM];
  // Read here for the form without JavaScript, which cannot ask the browser who is signed in.
  const user = await getSessionUser(await headers());
  const viewer = user && !user.deactivated ? { name: user.name, email: user.email } : null;
  return (
    <ScopedMessages paths={['property.openHouse']}>
      <p>{t('intro')}</p>
      {/* A registration posted without JavaScript returns here (lib/http/html-form.ts). */}
      {outcome === 'registered' || outcome === 'waiting' ? <FormAlert kind="success">{t(`outcome.${outcome}`)}</FormAlert> : null}
      <FormRefusal locale={locale} searchParams={searchParams} namespace="property.openHouse.errors" fallback={t('errors.failed')} />
      {/* The token is read in the browser: the events above it render on the server either way. */}
      <Suspense fallback={null}>
        <TokenRegistrationFromUrl />
      </Suspense>
      <OpenHouseEvents group={group} events={events} viewer={viewer} />
      <p>
        <Link href={{ pathname: '/property-group/[slug]', params: { slug: group.slug } }}>{t('backToGroup', { group: group.name })}</Link>
      </p>
    </ScopedMessages>
  );
}
