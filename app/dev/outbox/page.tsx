import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import daEmail from '@/messages/da-DK/email.json';
import enEmail from '@/messages/en-DK/email.json';
import { splitLinks } from '@/lib/email/links';
import type { OutboxEntry } from '@/lib/email/types';
import { isOutboxPageEnabled, listOutbox, OUTBOX_PATH } from '@/lib/email/service';
import { requestLocale } from '@/lib/http/request-locale';
import type { Locale } from '@/lib/i18n/routing';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

// The environment decides at request time whether the page exists; never prerender it.
export const dynamic = 'force-dynamic';

const LIMIT = 100;
const statusColors: Record<OutboxEntry['status'], string> = { queued: '#8a6d00', sent: '#0b5d57', failed: '#b42318' };
const emailMessages = { 'da-DK': daEmail, 'en-DK': enEmail } as const;

/** The page's words in the visitor's language (outside the locale routes: the cookie or Accept-Language). */
function outboxTranslator(locale: Locale) {
  return createTranslator({
    locale,
    messages: { email: emailMessages[locale] } as Messages,
    namespace: 'email.outbox',
  });
}
type T = ReturnType<typeof outboxTranslator>;

function MessageText({ text }: { text: string }) {
  return (
    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', background: '#f5f7fa', padding: 12, margin: 0 }}>
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}

/** Each attachment as a download link carrying its own bytes, so the page needs no file route. */
function Attachments({ files, t }: { files: NonNullable<OutboxEntry['attachments']>; t: T }) {
  return (
    <p style={{ margin: '0 0 8px' }}>
      {t('attachments')}
      {files.map((file, i) => (
        <span key={i}>
          {i > 0 ? ', ' : ''}
          <a href={`data:${file.contentType};base64,${file.contentBase64}`} download={file.filename}>
            {file.filename}
          </a>
        </span>
      ))}
    </p>
  );
}

/** The list headers a mail carries (RFC 8058 one-click unsubscribe), as a mail client receives them. */
function ListHeaders({ headers }: { headers: NonNullable<OutboxEntry['headers']> }) {
  return (
    <pre data-testid="mail-headers" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '0.85rem', margin: '0 0 8px' }}>
      {Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')}
    </pre>
  );
}

function Message({ message, t, time }: { message: OutboxEntry; t: T; time: Intl.DateTimeFormat }) {
  const headingId = `message-${message.id}`;
  return (
    <article aria-labelledby={headingId} data-to={message.to} style={{ borderTop: '1px solid #e4e7eb', padding: '16px 0' }}>
      <h2 id={headingId} style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>
        {message.subject}
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        {t.rich('to', { to: message.to, strong: (text) => <strong>{text}</strong> })} ·{' '}
        <time dateTime={message.createdAt.toISOString()}>{time.format(message.createdAt)}</time> ·{' '}
        <span style={{ color: statusColors[message.status], fontWeight: 600 }}>{t(`status.${message.status}`)}</span>
        {message.attempts > 1 ? ` ${t('attempts', { count: message.attempts })}` : ''}
        {message.status === 'queued' && message.attempts === 0 && message.nextAttemptAt > message.createdAt
          ? ` (${t('heldUntil', { time: time.format(message.nextAttemptAt) })})`
          : ''}{' '}
        · {message.template}
      </p>
      {message.attachments?.length ? <Attachments files={message.attachments} t={t} /> : null}
      {message.headers ? <ListHeaders headers={message.headers} /> : null}
      {message.lastError ? (
        <p style={{ margin: '0 0 8px', color: statusColors.failed }}>{t('lastError', { error: message.lastError })}</p>
      ) : null}
      <MessageText text={message.text} />
    </article>
  );
}

type Props = { searchParams: Promise<{ to?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: outboxTranslator(requestLocale(await headers()))('title') };
}

/**
 * Development mailbox: what the platform would have mailed. Absent in production.
 * `?to=` narrows it to one address: the sign-up's "check your e-mail" links here with the new address.
 */
export default async function OutboxPage({ searchParams }: Props) {
  if (!isOutboxPageEnabled()) notFound();
  const { to: wanted } = await searchParams;
  // better-auth stores addresses in lower case.
  const to = typeof wanted === 'string' && wanted.trim() ? wanted.trim().toLowerCase() : undefined;
  const locale = requestLocale(await headers());
  const t = outboxTranslator(locale);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: DANISH_TIME_ZONE });
  const messages = await listOutbox(LIMIT, to);
  return (
    <main lang={locale.slice(0, 2)} style={{ maxWidth: 860, margin: '0 auto', padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>{t('title')}</h1>
      <p>{t.rich('intro', { limit: LIMIT, code: (text) => <code>{text}</code> })}</p>
      {to ? (
        <p>
          {t.rich('filteredTo', { to, strong: (text) => <strong>{text}</strong> })} · <a href={OUTBOX_PATH}>{t('showAll')}</a>
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        messages.map((message) => <Message key={message.id} message={message} t={t} time={time} />)
      )}
    </main>
  );
}
