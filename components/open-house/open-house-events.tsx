'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/accounts/auth-provider';
import { useOwnRegistrations } from '@/lib/open-house/hooks';
import type { OpenHouseEvent, OpenHouseViewer } from '@/lib/open-house/schema';
import { OpenHouseEventCard } from './open-house-event-card';

type Props = { group: { slug: string; name: string }; events: OpenHouseEvent[]; viewer: OpenHouseViewer | null };

/**
 * The group's coming open houses, each with the person's own registration when signed in. What is
 * personal is asked for in the browser; only the form for browsers without JavaScript names the
 * signed-in `viewer`, and a signed-in request is never answered from the page cache.
 */
export function OpenHouseEvents({ group, events, viewer }: Props) {
  const t = useTranslations('property.openHouse');
  const { status } = useAuth();
  const own = useOwnRegistrations(group.slug, status === 'authenticated');
  return (
    <section aria-labelledby="open-house-events-heading" className="mb-4">
      <h2 id="open-house-events-heading" className="h4 mb-3">
        {t('eventsHeading')}
      </h2>
      {events.length ? (
        events.map((event) => (
          <OpenHouseEventCard
            key={event.id}
            event={event}
            group={group.slug}
            own={own.data?.find((r) => r.eventId === event.id)}
            viewer={viewer}
          />
        ))
      ) : (
        <p>{t('none', { group: group.name })}</p>
      )}
    </section>
  );
}
