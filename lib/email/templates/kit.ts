import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import daEmail from '@/messages/da-DK/email.json';
import enEmail from '@/messages/en-DK/email.json';
import type { EmailBlock, EmailContent } from '../layout';

// Only http(s): a `javascript:` or `data:` URL must never become a button in someone's inbox.
export const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000);
export const personName = z.string().trim().max(200);
export const required = (max: number) => z.string().trim().min(1).max(max);
export const optional = (max: number) => z.string().trim().max(max);

const messages = { 'da-DK': daEmail, 'en-DK': enEmail } as const;

export function translator(locale: Locale) {
  return createTranslator({
    locale,
    messages: { email: messages[locale] } as Messages,
    namespace: 'email',
  });
}
export type Translate = ReturnType<typeof translator>;

/** A template: the data it needs (checked when a mail is queued, so a caller's mistake fails loudly there) and its wording. */
export type MailTemplate<S extends z.ZodType> = {
  schema: S;
  build: (t: Translate, data: z.output<S>, brand: string) => EmailContent;
};

/** Pairs a schema with its builder, so the builder's `data` is typed by the schema. */
export function mail<S extends z.ZodType>(schema: S, build: MailTemplate<S>['build']): MailTemplate<S> {
  return { schema, build };
}

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

function greeting(t: Translate, name: string): EmailBlock {
  return paragraph(name ? t('greeting', { name }) : t('greetingWithoutName'));
}

/** One block of a mail's body: a string is a paragraph; `false` or `undefined` leaves a block that does not apply out. */
export type Line = string | EmailBlock | false | undefined;

export const button = (label: string, url: string): EmailBlock => ({ kind: 'button', label, url });
export const details = (rows: { label: string; value: string }[]): EmailBlock => ({ kind: 'details', rows });
export const quote = (label: string, text: string): EmailBlock => ({ kind: 'quote', label, text });

/** The body's blocks in order, strings as paragraphs, the lines that do not apply dropped. */
export function blocks(lines: Line[]): EmailBlock[] {
  return lines.flatMap((line) => (line === false || line === undefined ? [] : [typeof line === 'string' ? paragraph(line) : line]));
}

/** The shape of a mail to a person: its subject, the greeting by name, then its lines. */
export function letter(t: Translate, name: string, subject: string, lines: Line[]): EmailContent {
  return { subject, blocks: [greeting(t, name), ...blocks(lines)] };
}
