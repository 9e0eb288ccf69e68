import type { EmailStatus } from '@/lib/db/schema/email';
import type { Locale } from '@/lib/i18n/routing';
import type { PreferenceTemplate } from './preferences';
import type { EmailTemplate, EmailTemplateData } from './templates';

export type EmailRequest<T extends EmailTemplate = EmailTemplate> = {
  to: string;
  locale: Locale;
  template: T;
  data: EmailTemplateData<T>;
} & (T extends PreferenceTemplate ? { /** Whose notification settings decide whether it goes. */ userId: string } : { userId?: never });

export type DeliveryResult = { sent: number; retried: number; failed: number };

/** A stored message as the development outbox page lists it. */
export type OutboxEntry = {
  id: number;
  to: string;
  template: string;
  subject: string;
  text: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};
