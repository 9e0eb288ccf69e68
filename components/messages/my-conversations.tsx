import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { Link } from '@/lib/i18n/navigation';
import type { ConversationSummary } from '@/lib/messages/schema';
import { subjectPageOf } from '@/lib/messages/pages';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/** The tenant's conversations as a list: the home and landlord, when last written, unread count, the way in. */
export async function MyConversations({ conversations }: { conversations: ConversationSummary[] }) {
  const t = await getTranslations('conversations');
  const format = await getFormatter();
  if (!conversations.length) return <p>{t('listEmpty')}</p>;
  return (
    <ul className="list-unstyled" aria-label={t('listCaption')}>
      {conversations.map((conversation) => {
        const href = subjectPageOf(conversation);
        return (
          <li key={conversation.id} className="border rounded p-3 mb-2">
            <p className="mb-1 text-break">
              <strong>{conversation.title || conversation.companyName}</strong>
              {conversation.unread ? <span className="badge text-bg-primary ms-2">{t('unread', { count: conversation.unread })}</span> : null}
            </p>
            <p className="small text-body-secondary mb-1">
              {conversation.companyName} ·{' '}
              <time dateTime={conversation.lastMessageAt}>
                {format.dateTime(new Date(conversation.lastMessageAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: DANISH_TIME_ZONE })}
              </time>
            </p>
            {href ? <Link href={{ ...href, hash: 'beskeder' }}>{t('open')}</Link> : null}
          </li>
        );
      })}
    </ul>
  );
}
