import { getTranslations } from '@/lib/i18n/translations';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { streetLine } from '@/lib/catalogue/address';
import { LEGAL_CAP_MONTHS } from '@/lib/catalogue/rules';
import type { CompanyGroup, CompanyHome, PublicationStatusName } from '@/lib/catalogue/write-schema';
import { postalLine } from '@/lib/catalogue/address';
import { ScrollingTable } from '@/components/ui/scrolling-table';
import { ConsoleRentSummary, ConsoleRentWarning } from '@/components/open-books/console-rent-warning';
import type { RentComparison } from '@/lib/open-books/rent-service';

const statusTone: Record<PublicationStatusName, string> = {
  UNPUBLISHED: 'text-bg-secondary',
  SHAREABLE: 'text-bg-info',
  PUBLISHED: 'text-bg-success',
  WAITING_LIST: 'text-bg-primary',
};

/** Where a group can be seen: a shareable one only by its own link, a hidden one nowhere. */
function publicHref(group: CompanyGroup) {
  if (group.publicationStatus === 'UNPUBLISHED') return null;
  const pathname = group.publicationStatus === 'SHAREABLE' ? '/property-group/shared/[slug]' : '/property-group/[slug]';
  return { pathname, params: { slug: group.slug } } as const;
}

type Translate = Awaited<ReturnType<typeof getTranslations<'companyConsole.homes'>>>;

/** What a home stored above lejeloven's caps has too much of, and the cap, under its address. */
function AboveLegalCap({ home, t }: { home: CompanyHome; t: Translate }) {
  if (!home.aboveLegalCap.length) return null;
  const amounts = home.aboveLegalCap.map((amount) => t(`aboveLegalCap.${amount}`, { amount: formatKroner(home[amount]) })).join(', ');
  return (
    <span className="d-block small text-danger-emphasis">
      {t('aboveLegalCap.home', { amounts })} {t('aboveLegalCap.cap', { cap: formatKroner(LEGAL_CAP_MONTHS * home.monthlyRent) })}
    </span>
  );
}

/** The company's groups, each a disclosure with its homes in a table; homes above a legal cap are pointed out. */
export async function GroupsOverview({
  groups,
  rentWarnings,
  locale,
}: {
  groups: CompanyGroup[];
  /** Homes priced far outside the range of comparable homes, by slug. */
  rentWarnings: Map<string, RentComparison>;
  locale: Locale;
}) {
  const t = await getTranslations('companyConsole.homes');
  const homeCount = groups.reduce((sum, group) => sum + group.homes.length, 0);
  const aboveCap = (group: CompanyGroup) => group.homes.filter((home) => home.aboveLegalCap.length).length;
  const aboveCapCount = groups.reduce((sum, group) => sum + aboveCap(group), 0);
  return (
    <section aria-labelledby="console-homes">
      <h2 id="console-homes" className="h4">
        {t('heading')}
      </h2>
      <p>{t('summary', { groups: groups.length, homes: homeCount })}</p>
      {groups.length === 0 ? <p className="alert alert-info">{t('empty')}</p> : null}
      {aboveCapCount ? <p className="alert alert-warning">{t('aboveLegalCap.summary', { count: aboveCapCount })}</p> : null}
      <ConsoleRentSummary count={rentWarnings.size} />
      {groups.map((group) => {
        const href = publicHref(group);
        return (
          <details key={group.slug} className="card mb-2">
            <summary className="card-header d-flex flex-wrap gap-2 align-items-center">
              <span className="fw-semibold">{group.name}</span>
              <span className="text-body-secondary">
                {group.street}, {postalLine(group)}
              </span>
              <span className={`badge ${statusTone[group.publicationStatus]}`}>
                <span className="visually-hidden">{t('statusLabel')}: </span>
                {t(`status.${group.publicationStatus}`)}
              </span>
              {group.hasWaitingList ? <span className="badge text-bg-light border">{t('waitingList')}</span> : null}
              {group.isNewBuild ? <span className="badge text-bg-light border">{t('newBuild')}</span> : null}
              {aboveCap(group) ? (
                <span className="badge text-bg-warning">{t('aboveLegalCap.badge', { count: aboveCap(group) })}</span>
              ) : null}
              <span className="ms-auto small">{t('homesCount', { count: group.homes.length })}</span>
            </summary>
            <div className="card-body">
              {href ? (
                <p>
                  <Link href={href}>{t('view')}</Link>
                </p>
              ) : null}
              {group.homes.length ? (
                <ScrollingTable caption={t('table.caption', { group: group.name })} className="table table-sm align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('table.address')}</th>
                      <th scope="col">{t('table.externalId')}</th>
                      <th scope="col" className="text-end">
                        {t('table.rooms')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('table.size')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('table.rent')}
                      </th>
                      <th scope="col">{t('table.availability')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.homes.map((home) => (
                      <tr key={home.slug}>
                        <th scope="row" className="fw-normal">
                          {streetLine(home.street, home.floorDoor)}
                          <AboveLegalCap home={home} t={t} />
                          <ConsoleRentWarning comparison={rentWarnings.get(home.slug)} />
                        </th>
                        <td>
                          <code>{home.externalId ?? '–'}</code>
                        </td>
                        <td className="text-end">{home.rooms}</td>
                        <td className="text-end">{home.sizeM2} m²</td>
                        <td className="text-end">{formatKroner(home.monthlyRent)} kr.</td>
                        <td>
                          {t(`availability.${home.availability}`)}
                          {home.vacancyDate && home.availability !== 'rented' ? (
                            <span className="d-block small text-body-secondary">{formatDate(home.vacancyDate, locale)}</span>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollingTable>
              ) : null}
            </div>
          </details>
        );
      })}
    </section>
  );
}
