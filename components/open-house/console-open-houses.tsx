import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { LandlordOpenHouseEvent } from '@/lib/open-house/schema';
import { ScrollingTable } from '@/components/ui/scrolling-table';

/** The state of an event as the landlord reads it at a glance. */
export function eventPhase(
  event: Pick<LandlordOpenHouseEvent, 'cancelled' | 'endsAt'>,
  now = new Date(),
): 'cancelled' | 'past' | 'upcoming' {
  if (event.cancelled) return 'cancelled';
  return new Date(event.endsAt) <= now ? 'past' : 'upcoming';
}

const phaseTone = { upcoming: 'text-bg-success', past: 'text-bg-secondary', cancelled: 'text-bg-danger' } as const;

/** The company's open houses (console): when, which group, places taken and the waiting line, each opened for its registrations. */
export async function ConsoleOpenHouses({ events, locale }: { events: LandlordOpenHouseEvent[]; locale: Locale }) {
  const t = await getTranslations('companyConsole.openHouse');
  return (
    <section aria-labelledby="console-open-house">
      <h2 id="console-open-house" className="h4">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      {events.length === 0 ? (
        <p className="alert alert-info">{t('empty')}</p>
      ) : (
        <ScrollingTable caption={t('caption')} className="table align-middle">
          <thead>
            <tr>
              <th scope="col">{t('columns.when')}</th>
              <th scope="col">{t('columns.group')}</th>
              <th scope="col">{t('columns.place')}</th>
              <th scope="col">{t('columns.places')}</th>
              <th scope="col">{t('columns.waiting')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => {
              const phase = eventPhase(event);
              return (
                <tr key={event.id}>
                  <td>
                    <Link href={{ pathname: '/account/company/open-house/[id]', params: { id: String(event.id) } }}>
                      {t('when', { date: formatDate(event.date, locale), from: event.from, to: event.to })}
                    </Link>
                  </td>
                  <td>{event.group.name}</td>
                  <td>{event.place}</td>
                  <td>{t('placesTaken', { registered: event.registered, capacity: event.capacity })}</td>
                  <td>{event.waiting}</td>
                  <td>
                    <span className={`badge ${phaseTone[phase]}`}>{t(`phase.${phase}`)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}
