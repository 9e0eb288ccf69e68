import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { Link } from '@/lib/i18n/navigation';
import type { OpenHouseEvent } from '@/lib/open-house/schema';
import { OpenHouseEvents } from './open-house-events';
import { TokenRegistrationFromUrl } from './token-registration';

type Props = { group: { slug: string; name: string }; events: OpenHouseEvent[] };

/**
 * `/ejendom/{slug}/aabent-hus`: the registration a mail's link names, the group's coming open houses
 * (or that none is planned), and the way back to the group.
 */
export async function OpenHousePageBody({ group, events }: Props) {
  const t = await getTranslations('property.openHouse');
  return (
    <ScopedMessages paths={['property.openHouse']}>
      <p>{t('intro')}</p>
      {/* The token is read in the browser: the events above it render on the server either way. */}
      <Suspense fallback={null}>
        <TokenRegistrationFromUrl />
      </Suspense>
      <OpenHouseEvents group={group} events={events} />
      <p>
        <Link href={{ pathname: '/property-group/[slug]', params: { slug: group.slug } }}>{t('backToGroup', { group: group.name })}</Link>
      </p>
    </ScopedMessages>
  );
}
