'use client';

import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/accounts/auth-provider';
import { useOwnRegistrations } from '@/lib/open-house/hooks';
import type { OpenHouseEvent } from '@/lib/open-house/schema';
import { OpenHouseEventCard } from './open-house-event-card';

/**
 * The group's coming open houses, each with the person's own registration when signed in. What is
 * personal is asked for in the browser, so the page itself stays the same for everyone (and cacheable).
 */
export function OpenHouseEvents({ group, events }: { group: { slug: string; name: string }; events: OpenHouseEvent[] }) {
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
          <OpenHouseEventCard key={event.id} event={event} group={group.slug} own={own.data?.find((r) => r.eventId === event.id)} />
        ))
      ) : (
        <p>{t('none', { group: group.name })}</p>
      )}
    </section>
  );
}
