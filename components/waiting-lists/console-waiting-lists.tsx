import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { MitidVerified } from '@/components/accounts/mitid-verified';
import { DataTable } from '@/components/console/data-table';
import { Link } from '@/lib/i18n/navigation';
import { addDays, todayInCopenhagen } from '@/lib/time/copenhagen';
import type { ProviderMember, WaitingListConsole } from '@/lib/waiting-lists/offer-schema';
import { ConsoleListSettingsForm } from './console-list-settings';
import { ConsoleOfferForm } from './console-offer-form';
import { ConsoleOffers } from './console-offers';

/** A week is the usual time a member gets to answer; the landlord changes it in the form. */
const DEFAULT_ANSWER_DAYS = 7;

async function MembersTable({ name, members }: { name: string; members: ProviderMember[] }) {
  const t = await getTranslations('companyConsole.waitingLists.members');
  const format = await getFormatter();
  return (
    <DataTable
      small
      caption={t('caption', { name })}
      headers={[t('position'), t('name'), t('seniority'), t('state'), t('cpr')]}
      items={members}
      empty={<p>{t('none')}</p>}
      row={(member) => (
        <tr key={member.membershipId}>
          <td>
            {member.position}
            {member.activePosition ? (
              <span className="text-body-secondary"> ({t('activePosition', { place: member.activePosition })})</span>
            ) : null}
          </td>
          <td>
            {member.name}
            <div className="small text-body-secondary text-break">{member.email}</div>
            <MitidVerified at={member.mitidVerifiedAt} />
          </td>
          <td>{format.dateTime(new Date(`${member.seniorityDate}T12:00:00Z`), { dateStyle: 'medium' })}</td>
          <td>{t(`states.${member.state}`)}</td>
          <td>
            <span className="font-monospace">{member.cpr}</span>
          </td>
        </tr>
      )}
    />
  );
}

/** The console's waiting lists: pick a list, offer a home to its next members, read the answers, see the queue. */
export async function ConsoleWaitingLists({ data }: { data: WaitingListConsole }) {
  const t = await getTranslations('companyConsole.waitingLists');
  const { groups, selected } = data;
  if (!selected) return <p>{t('none')}</p>;
  return (
    <section aria-labelledby="console-waiting-lists">
      <h2 id="console-waiting-lists" className="h4">
        {t('heading')}
      </h2>
      <nav aria-label={t('listsLabel')} className="mb-3">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {groups.map((group) => (
            <li key={group.groupId}>
              <Link
                href={{ pathname: '/account/company/waiting-lists', query: { gruppe: String(group.groupId) } }}
                className={`btn btn-sm ${group.groupId === selected.groupId ? 'btn-dark' : 'btn-outline-dark'}`}
                aria-current={group.groupId === selected.groupId ? 'page' : undefined}
              >
                {group.name} · {t('counts', { members: group.members, active: group.activeMembers })}
                {group.open ? null : ` · ${t('closed')}`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h3 className="h5">{selected.name}</h3>
      <ConsoleListSettingsForm groupId={selected.groupId} requiresMitid={selected.requiresMitid} mitidAvailable={selected.mitidAvailable} />
      {selected.homes.length ? (
        <ConsoleOfferForm
          groupId={selected.groupId}
          homes={selected.homes}
          defaultDate={addDays(todayInCopenhagen(), DEFAULT_ANSWER_DAYS)}
        />
      ) : (
        <p>{t('noHomes')}</p>
      )}
      <ConsoleOffers groupId={selected.groupId} offers={selected.offers} />
      <section aria-labelledby="console-members-of-list">
        <h3 id="console-members-of-list" className="h5">
          {t('members.heading')}
        </h3>
        <MembersTable name={selected.name} members={selected.members} />
      </section>
    </section>
  );
}
