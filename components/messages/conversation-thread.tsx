import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { FORM_LOCALE_FIELD } from '@/lib/http/html-form';
import type { Locale } from '@/lib/i18n/routing';
import type { ConversationView, MessageSide, MessageView } from '@/lib/messages/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import { MessageText } from './message-text';
import { ScamWarning } from './scam-warning';

type Props = {
  conversation: ConversationView;
  /** Whose page it is: the tenant's subject page, or the company's console. */
  side: MessageSide;
  locale: Locale;
  /** Where a withdraw of one's own message posts (a plain form: it works without JavaScript). */
  withdrawAction: (messageId: string) => string;
};

type Format = Awaited<ReturnType<typeof getFormatter>>;
const at = (format: Format, iso: string) =>
  format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: DANISH_TIME_ZONE });

/** The messages in order, oldest first, each with its writer, time, text (or "withdrawn") and warning. */
export async function ConversationThread({ conversation, side, locale, withdrawAction }: Props) {
  const t = await getTranslations('conversations');
  const format = await getFormatter();
  const lastOwn = conversation.messages.findLast((message) => message.own && !message.withdrawnAt);
  const readReceipt =
    lastOwn && conversation.otherReadAt && conversation.otherReadAt >= lastOwn.createdAt
      ? t('read', { side: t(side === 'tenant' ? 'readByCompany' : 'readByTenant'), at: at(format, conversation.otherReadAt) })
      : null;
  return (
    <ol className="list-unstyled mb-3">
      {conversation.messages.map((message) => (
        // One's own side is marked by its border, not a background: links on a tinted background lost their contrast.
        <li key={message.id} className={`border rounded p-3 mb-2${message.side === side ? ' border-primary' : ''}`}>
          <p className="small text-body-secondary mb-1">
            <strong className="text-body">
              {message.own ? t('you') : writer(message, conversation.companyName, (name, company) => t('staffOf', { name, company }))}
            </strong> ·{' '}
            <time dateTime={message.createdAt}>{at(format, message.createdAt)}</time>
          </p>
          {message.body === null ? (
            <p className="fst-italic text-body-secondary mb-0">{t('withdrawn', { at: at(format, message.withdrawnAt!) })}</p>
          ) : (
            <MessageText body={message.body} />
          )}
          <ScamWarning message={message} side={side} />
          {message.own && !message.withdrawnAt ? (
            <form method="post" action={withdrawAction(message.id)} className="mt-2">
              <input type="hidden" name={FORM_LOCALE_FIELD} value={locale} />
              <button type="submit" className="btn btn-link btn-sm p-0">
                {t('withdraw')}
              </button>
            </form>
          ) : null}
          {message === lastOwn && readReceipt ? <p className="small text-body-secondary mt-2 mb-0">{readReceipt}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The other side's writer: a staff member with their company, the tenant by name. */
function writer(message: MessageView, company: string, staffOf: (name: string, company: string) => string): string {
  return message.side === 'staff' ? staffOf(message.authorName, company) : message.authorName;
}
