import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { DataTable } from '@/components/console/data-table';
import { FilterActions, FilterForm, FilterSelect } from '@/components/console/filter-form';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { conversationStates, type ConversationSummary, type InboxChoices, type InboxFilter } from '@/lib/messages/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

type Props = { conversations: ConversationSummary[]; choices: InboxChoices; filter: InboxFilter; locale: Locale };

/** The console's inbox: a plain GET filter (home, list, state, assignee) over the conversations, unread first. */
export async function Inbox({ conversations, choices, filter, locale }: Props) {
  const t = await getTranslations('conversations.inbox');
  const format = await getFormatter();
  const filtered = Object.values(filter).some((value) => value !== undefined);
  return (
    <>
      <p className="text-body-secondary">{t('intro')}</p>
      <InboxFilterForm choices={choices} filter={filter} locale={locale} />
      <DataTable
        caption={t('caption')}
        headers={[t('subject'), t('tenant'), t('last'), t('state'), t('assignee')]}
        items={conversations}
        empty={filtered ? t('emptyFiltered') : t('empty')}
        row={(conversation) => (
          <tr key={conversation.id} className={conversation.unread ? 'fw-semibold' : undefined}>
            <td className="text-break">
              <Link href={{ pathname: '/account/company/messages/[id]', params: { id: conversation.id } }}>{conversation.title || '—'}</Link>
              {conversation.unread ? <span className="badge text-bg-primary ms-2">{t('unread', { count: conversation.unread })}</span> : null}
              {conversation.flagged ? <span className="badge text-bg-danger ms-2">{t('flagged')}</span> : null}
            </td>
            <td className="text-break">{conversation.tenantName ?? '—'}</td>
            <td>
              <time dateTime={conversation.lastMessageAt}>
                {format.dateTime(new Date(conversation.lastMessageAt), { dateStyle: 'short', timeStyle: 'short', timeZone: DANISH_TIME_ZONE })}
              </time>
            </td>
            <td>{t(`states.${conversation.state}`)}</td>
            <td className="text-break">{conversation.assignedTo?.name ?? t('nobody')}</td>
          </tr>
        )}
      />
    </>
  );
}

async function InboxFilterForm({ choices, filter, locale }: Omit<Props, 'conversations'>) {
  const t = await getTranslations('conversations.inbox');
  const path = getPathname({ locale, href: '/account/company/messages' });
  const column = 'col-sm-6 col-lg-2';
  return (
    <FilterForm action={path} label={t('filters')}>
      <FilterSelect id="inbox-home" name="home" label={t('home')} column={column} value={String(filter.home ?? '')} any={t('any')}>
        {choices.homes.map((home) => (
          <option key={home.id} value={home.id}>
            {home.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="inbox-list" name="list" label={t('list')} column={column} value={String(filter.list ?? '')} any={t('any')}>
        {choices.lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="inbox-state" name="state" label={t('state')} column={column} value={filter.state ?? ''} any={t('any')}>
        {conversationStates.map((state) => (
          <option key={state} value={state}>
            {t(`states.${state}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="inbox-assignee" name="assignee" label={t('assignee')} column={column} value={filter.assignee ?? ''} any={t('any')}>
        <option value="me">{t('me')}</option>
        <option value="none">{t('nobody')}</option>
        {choices.members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </FilterSelect>
      <FilterActions apply={t('apply')} reset={t('reset')} resetHref={path} />
    </FilterForm>
  );
}
