import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { splitLinks } from '@/lib/email/links';
import type { OutboxEntry } from '@/lib/email/types';
import { isOutboxPageEnabled, listOutbox, OUTBOX_PATH } from '@/lib/email/service';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

// The environment decides at request time whether the page exists; never prerender it.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Outbox' };

const LIMIT = 100;
const time = new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'medium', timeZone: DANISH_TIME_ZONE });
const statusColors: Record<OutboxEntry['status'], string> = { queued: '#8a6d00', sent: '#0b5d57', failed: '#b42318' };

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

function Message({ message }: { message: OutboxEntry }) {
  const headingId = `message-${message.id}`;
  return (
    <article aria-labelledby={headingId} data-to={message.to} style={{ borderTop: '1px solid #e4e7eb', padding: '16px 0' }}>
      <h2 id={headingId} style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>
        {message.subject}
      </h2>
      <p style={{ margin: '0 0 8px' }}>
        To <strong>{message.to}</strong> · <time dateTime={message.createdAt.toISOString()}>{time.format(message.createdAt)}</time> ·{' '}
        <span style={{ color: statusColors[message.status], fontWeight: 600 }}>{message.status}</span>
        {message.attempts > 1 ? ` after ${message.attempts} attempts` : ''} · {message.template}
      </p>
      {message.lastError ? <p style={{ margin: '0 0 8px', color: statusColors.failed }}>Last error: {message.lastError}</p> : null}
      <MessageText text={message.text} />
    </article>
  );
}

type Props = { searchParams: Promise<{ to?: string | string[] }> };

/**
 * Development mailbox: what the platform would have mailed (DESIGN §2). Absent in production.
 * `?to=` narrows it to one address: the sign-up's "check your e-mail" links here with the new address.
 */
export default async function OutboxPage({ searchParams }: Props) {
  if (!isOutboxPageEnabled()) notFound();
  const { to: wanted } = await searchParams;
  // better-auth stores addresses in lower case.
  const to = typeof wanted === 'string' && wanted.trim() ? wanted.trim().toLowerCase() : undefined;
  const messages = await listOutbox(LIMIT, to);
  return (
    <main style={{ maxWidth: 860, margin: '0 auto', padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>Outbox</h1>
      <p>
        The newest {LIMIT} e-mails, newest first. Without <code>SMTP_URL</code> this is where they end up; nothing leaves the machine.
      </p>
      {to ? (
        <p>
          E-mails to <strong>{to}</strong> · <a href={OUTBOX_PATH}>Show every e-mail</a>
        </p>
      ) : null}
      {messages.length === 0 ? <p>No e-mails yet.</p> : messages.map((message) => <Message key={message.id} message={message} />)}
    </main>
  );
}
