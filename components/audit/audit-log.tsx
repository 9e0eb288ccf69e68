import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { DataTable } from '@/components/console/data-table';
import { FilterActions, FilterForm, FilterSelect } from '@/components/console/filter-form';
import { FormAlert } from '@/components/ui/form-alert';
import { auditActions, type AuditActorOption, type AuditEntry, type AuditFilter, type AuditPage } from '@/lib/audit/schema';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { detailParts, type DetailContext } from './audit-detail';
import { AuditSubjectLink } from './audit-subject';

type Props = { page: AuditPage; actors: AuditActorOption[]; filter: AuditFilter; locale: Locale; homes: ReadonlyMap<number, string> };
/** `badFilter`: the address held a filter the page could not read (a typed day, an old action); the whole log is shown, and says so. */
type LogProps = Props & { badFilter?: boolean };

/** The filter's fields as a query string, without the page's cursor unless given. */
function query(filter: AuditFilter, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const name of ['action', 'actor', 'from', 'to'] as const) if (filter[name]) params.set(name, filter[name]);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One end of the filter's range of Danish days. */
function DayField({ name, label, value }: { name: 'from' | 'to'; label: string; value?: string }) {
  return (
    <div className="col-6 col-lg-2">
      <label htmlFor={`log-${name}`} className="form-label">
        {label}
      </label>
      <input id={`log-${name}`} name={name} type="date" className="form-control" defaultValue={value ?? ''} />
    </div>
  );
}

/** The log's filter (a FilterForm): its URL also serves the CSV and the pages. */
async function LogFilter({ actors, filter, locale }: Omit<Props, 'page' | 'homes'>) {
  const t = await getTranslations('companyConsole.log');
  const path = getPathname({ locale, href: '/account/company/log' });
  return (
    <FilterForm action={path} label={t('filters')}>
      <FilterSelect
        id="log-action"
        name="action"
        label={t('action')}
        column="col-sm-6 col-lg-3"
        value={filter.action ?? ''}
        any={t('anyAction')}
      >
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {t(`actions.${action}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="log-actor"
        name="actor"
        label={t('actor')}
        column="col-sm-6 col-lg-3"
        value={filter.actor ?? ''}
        any={t('anyActor')}
      >
        {actors.map((actor) => (
          <option key={actor.ref} value={actor.ref}>
            {actor.ref.startsWith('key:') ? t('key', { name: actor.name }) : actor.name}
          </option>
        ))}
      </FilterSelect>
      <DayField name="from" label={t('from')} value={filter.from} />
      <DayField name="to" label={t('to')} value={filter.to} />
      <FilterActions apply={t('apply')} reset={t('reset')} resetHref={path} />
    </FilterForm>
  );
}

/** What an entry adds to its action: the award's verdict on the list order first, then its detail in words. */
function Detail({ entry, context }: { entry: AuditEntry; context: DetailContext }) {
  const { t } = context;
  const { detail } = entry;
  const parts = detailParts(context, entry);
  const verdict =
    entry.action === 'waitingList.awarded'
      ? detail.firstEligibleYes
        ? t('firstEligible')
        : t('notFirstEligible', { reason: String(detail.reason ?? '') })
      : null;
  return (
    <>
      {verdict ? <strong className="d-block">{verdict}</strong> : null}
      <ul className="list-unstyled small text-break mb-0">
        {parts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </>
  );
}

export async function AuditLog({ page, actors, filter, locale, homes, badFilter = false }: LogProps) {
  const t = await getTranslations('companyConsole.log');
  const format = await getFormatter();
  const context: DetailContext = { t, format, homes };
  const filtered = Boolean(filter.action || filter.actor || filter.from || filter.to);
  const csv = `/api/company/audit-log${query(filter)}`;
  const path = getPathname({ locale, href: '/account/company/log' });
  return (
    <section aria-labelledby="console-log">
      <h2 id="console-log" className="h4">
        {t('caption')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      {badFilter ? <FormAlert kind="error">{t('badFilter')}</FormAlert> : null}
      <LogFilter actors={actors} filter={filter} locale={locale} />
      <p>
        <a href={csv} className="btn btn-outline-primary btn-sm" download>
          {t('download')}
        </a>
      </p>
      <DataTable
        caption={t('caption')}
        small
        headers={[t('when'), t('who'), t('what'), t('subject'), t('details'), t('where')]}
        items={page.items}
        empty={filtered ? t('emptyFiltered') : t('empty')}
        row={(entry) => (
          <tr key={entry.id}>
            <td className="text-nowrap">
              <time dateTime={entry.at}>
                {format.dateTime(new Date(entry.at), { dateStyle: 'short', timeStyle: 'medium', timeZone: DANISH_TIME_ZONE })}
              </time>
            </td>
            <td>{entry.actor.kind === 'key' ? t('key', { name: entry.actor.name }) : entry.actor.name}</td>
            <td>{t(`actions.${entry.action}`)}</td>
            <td className="small text-break">{entry.subject ? <AuditSubjectLink subject={entry.subject} t={t} /> : null}</td>
            <td>
              <Detail entry={entry} context={context} />
            </td>
            <td className="small text-break">
              {entry.ip}
              <div className="text-body-secondary">{entry.userAgent}</div>
            </td>
          </tr>
        )}
      />
      <nav aria-label={t('pages')} className="d-flex gap-2">
        {filter.cursor ? (
          <a href={`${path}${query(filter)}`} className="btn btn-outline-secondary btn-sm">
            {t('first')}
          </a>
        ) : null}
        {page.nextCursor ? (
          <a href={`${path}${query(filter, page.nextCursor)}`} className="btn btn-outline-secondary btn-sm">
            {t('next')}
          </a>
        ) : null}
      </nav>
    </section>
  );
}
