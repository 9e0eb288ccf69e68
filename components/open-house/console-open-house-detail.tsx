import { getTranslations } from '@/lib/i18n/translations';
import { DataTable } from '@/components/console/data-table';
import { formatDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { LandlordOpenHouseEventDetail } from '@/lib/open-house/schema';
import { eventPhase } from './console-open-houses';

const dateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

/** One of the company's open houses with everyone who registered: places first, then the waiting line in order, then those who cancelled. */
export async function ConsoleOpenHouseDetail({ event, locale }: { event: LandlordOpenHouseEventDetail; locale: Locale }) {
  const t = await getTranslations('companyConsole.openHouse');
  const order = { registered: 0, waiting: 1, cancelled: 2 } as const;
  const registrations = [...event.registrations].sort((a, b) => order[a.state] - order[b.state] || a.id - b.id);
  return (
    <section aria-labelledby="console-open-house-event">
      <p>
        <Link href="/account/company/open-house">{t('back')}</Link>
      </p>
      <h2 id="console-open-house-event" className="h4">
        {event.group.name}
      </h2>
      <dl className="row">
        <dt className="col-sm-3">{t('columns.place')}</dt>
        <dd className="col-sm-9">{event.place}</dd>
        <dt className="col-sm-3">{t('columns.places')}</dt>
        <dd className="col-sm-9">{t('placesTaken', { registered: event.registered, capacity: event.capacity })}</dd>
        <dt className="col-sm-3">{t('columns.waiting')}</dt>
        <dd className="col-sm-9">{event.waiting}</dd>
        <dt className="col-sm-3">{t('columns.status')}</dt>
        <dd className="col-sm-9">{t(`phase.${eventPhase(event)}`)}</dd>
      </dl>
      <h3 className="h5">{t('registrations')}</h3>
      <DataTable
        small
        caption={t('registrationsCaption', { date: formatDate(event.date, locale) })}
        headers={[t('columns.name'), t('columns.email'), t('columns.state'), t('columns.account'), t('columns.registeredAt')]}
        items={registrations}
        empty={<p className="alert alert-info">{t('noRegistrations')}</p>}
        row={(registration) => (
          <tr key={registration.id}>
            <td>{registration.name}</td>
            <td>
              <a href={`mailto:${registration.email}`}>{registration.email}</a>
            </td>
            <td>
              {registration.state === 'waiting'
                ? t('state.waitingAt', { position: registration.position ?? 1 })
                : t(`state.${registration.state}`)}
            </td>
            <td>{registration.guest ? t('guest') : t('account')}</td>
            <td>{dateTime(registration.createdAt, locale)}</td>
          </tr>
        )}
      />
    </section>
  );
}
