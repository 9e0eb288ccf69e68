import 'server-only';
import { createTransport, type Transporter } from 'nodemailer';

import type { StoredEmailAttachment, StoredEmailHeaders } from '@/lib/db/schema/email';
import { callDependency } from '@/lib/errors/dependency';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: StoredEmailAttachment[] | null;
  headers?: StoredEmailHeaders | null;
};

/** How a queued message leaves the platform. `send` resolves once the message is handed over. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(message: OutgoingEmail): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Hjemly <no-reply@hjemly.dk>';

/**
 * RFC 3834: every mail we send is written by the platform, none by a person at a keyboard, so
 * out-of-office replies and autoresponders leave it unanswered instead of writing back to no-reply.
 */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' };

// nodemailer waits up to 2 min to connect and 10 min on an idle socket by default; a sender that
// hangs that long would outlive its claim on the message (see repository.claimDueEmail).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

// nodemailer's codes for a server it cannot reach or that broke off, and SMTP's "service not
// available" (421): the mail server's outage. A refused recipient or message is its answer.
const OUTAGE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);
const isSmtpOutage = (error: unknown) => {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
  return (code !== undefined && OUTAGE_CODES.has(code)) || responseCode === 421;
};

export function smtpTransport(url: string, from = process.env.MAIL_FROM || DEFAULT_MAIL_FROM): MailTransport {
  const transporter: Transporter = createTransport({ url, ...TIMEOUTS });
  return {
    name: 'smtp',
    async send(message) {
      const attachments = (message.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      }));
      const mail = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
        headers: { ...AUTOMATIC, ...message.headers },
      };
      // Its outage shows in health (email failing); the queue retries the message either way.
      await callDependency('email', () => transporter.sendMail(mail), isSmtpOutage);
    },
  };
}

/** The embedded default: the email_messages table is the mailbox, so "sending" only lets it be marked sent. */
export const outboxTransport: MailTransport = { name: 'outbox', send: async () => {} };

const smtpByConfig = new Map<string, MailTransport>();
let warnedAboutOutbox = false;

/** SMTP when SMTP_URL is set, else the outbox. Read per call so a changed environment takes effect. */
export function defaultTransport(): MailTransport {
  const url = process.env.SMTP_URL;
  if (!url) {
    if (process.env.NODE_ENV === 'production' && !warnedAboutOutbox) {
      warnedAboutOutbox = true;
      console.warn('[email] SMTP_URL is not set: e-mails are kept in the outbox table and not delivered.');
    }
    return outboxTransport;
  }
  const from = process.env.MAIL_FROM || DEFAULT_MAIL_FROM;
  const key = `${url}\n${from}`;
  let transport = smtpByConfig.get(key);
  if (!transport) smtpByConfig.set(key, (transport = smtpTransport(url, from)));
  return transport;
}
