import { getTranslations } from '@/lib/i18n/translations';
import { DataTable } from '@/components/console/data-table';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { LandlordOpenHouseEvent } from '@/lib/open-house/schema';

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
      <DataTable
        caption={t('caption')}
        headers={[
          t('columns.when'),
          t('columns.group'),
          t('columns.place'),
          t('columns.places'),
          t('columns.waiting'),
          t('columns.status'),
        ]}
        items={events}
        empty={<p className="alert alert-info">{t('empty')}</p>}
        row={(event) => {
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
        }}
      />
    </section>
  );
}
