import type { EmailStatus, StoredEmailAttachment, StoredEmailHeaders } from '@/lib/db/schema/email';
import type { Locale } from '@/lib/i18n/routing';
import type { PreferenceTemplate } from './preferences';
import type { EmailTemplate, EmailTemplateData } from './templates';

export type EmailRequest<T extends EmailTemplate = EmailTemplate> = {
  to: string;
  locale: Locale;
  template: T;
  data: EmailTemplateData<T>;
  /** Files sent with the mail; text content is sent as UTF-8. */
  attachments?: EmailAttachment[];
  /**
   * A mail of a list the person can leave (alerts): the https link that unsubscribes with one POST,
   * sent as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers.
   */
  oneClickUnsubscribeUrl?: string;
  /** Where an answer goes instead of our no-reply sender: the person a mail is about (feedback's writer). */
  replyTo?: string;
  /**
   * Mail about viewings, offers and open houses: queued between 21:00 and 07:00 Danish time, it is
   * held until 07:00 (lib/email/quiet-hours.ts). Account links and receipts never wait.
   */
  quietHours?: boolean;
  /** When it is queued (default: the clock); a job run with a controlled clock passes its `now`. */
  now?: Date;
} & (T extends PreferenceTemplate ? { /** Whose notification settings decide whether it goes. */ userId: string } : { userId?: never });

export type EmailAttachment = { filename: string; contentType: string; content: string | Uint8Array };

export type DeliveryResult = { sent: number; retried: number; failed: number };

/** A stored mail as its recipient's data export lists it: what and when, without the body (its links act without a sign-in). */
export type SentMailRecord = {
  id: number;
  template: string;
  subject: string;
  locale: Locale;
  status: EmailStatus;
  createdAt: string;
  sentAt: string | null;
};

/** A stored message as the development outbox page lists it. */
export type OutboxEntry = {
  id: number;
  to: string;
  template: string;
  subject: string;
  text: string;
  attachments: StoredEmailAttachment[] | null;
  headers: StoredEmailHeaders | null;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  /** For a queued mail: when delivery tries it next (07:00 for one held over quiet hours). */
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
};
