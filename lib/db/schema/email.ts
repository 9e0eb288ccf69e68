import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';

/** A file sent with a mail (e.g. a viewing's .ics), its bytes in base64. */
export type StoredEmailAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Extra headers of a mail, by name. Only the list headers of RFC 2369/8058 (one-click unsubscribe)
 * are allowed: lib/email/service.ts checks names and values before anything is stored.
 */
export type StoredEmailHeaders = { 'List-Unsubscribe'?: string; 'List-Unsubscribe-Post'?: string; 'Reply-To'?: string };

export const emailStatuses = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * Every e-mail the platform sends, rendered when it is queued so a retry sends exactly what was
 * asked for. Without SMTP_URL this table is the mailbox (shown at /dev/outbox).
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<StoredEmailAttachment[]>(),
    headers: jsonb('headers').$type<StoredEmailHeaders>(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // A claimed message has this pushed forward (a lease), so a crashed sender's message comes back.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_messages_due_idx').on(t.status, t.nextAttemptAt)],
);
