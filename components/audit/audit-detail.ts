import type { createFormatter, Messages } from 'next-intl';
import type { createTranslator } from '@/lib/i18n/shared-formatters';
import type { AuditEntry } from '@/lib/audit/schema';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/*
 * An entry's detail as staff read it: times in Danish time (the trail stores UTC), homes by their
 * address rather than our ids, a waiting-list offer's recipients by their place on the list with
 * their answers. The CSV keeps the stored values as they are, for programs.
 */

export type LogTexts = ReturnType<typeof createTranslator<Messages, 'companyConsole.log'>>;
type Format = ReturnType<typeof createFormatter>;
export type DetailContext = { t: LogTexts; format: Format; homes: ReadonlyMap<number, string> };

type Recipient = { position?: unknown; answer?: unknown; stillMember?: unknown };

/** Ids that mean something to our database only: the entry says the same in words around them. */
const INTERNAL = new Set(['recipientId', 'firstEligibleRecipientId', 'tenantRef', 'firstEligibleYes', 'reason']);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The log's word for a code it knows; a code it has no word for yet is shown as stored. */
export function known(t: LogTexts, key: string, code: string): string {
  const path = key as Parameters<LogTexts>[0];
  return t.has(path) ? t(path) : code;
}

function instant(format: Format, iso: string): string {
  return format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: DANISH_TIME_ZONE });
}

/** A stored value in words: a time in Danish time, a day as a date, a yes or no, a number as Danish writes it. */
function valueText({ t, format }: DetailContext, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') return format.number(value);
  const text = String(value);
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return instant(format, text);
  // Noon UTC is the same day in Copenhagen whatever the season.
  if (DAY.test(text)) return format.dateTime(new Date(`${text}T12:00:00Z`), { dateStyle: 'medium', timeZone: DANISH_TIME_ZONE });
  return text;
}

function recipientText({ t }: DetailContext, recipient: Recipient): string {
  const place = t('place', { position: Number(recipient.position) });
  if (!('answer' in recipient)) return place;
  const answer = recipient.answer === null ? 'none' : String(recipient.answer);
  const said = `${place}: ${known(t, `answers.${answer}`, answer)}`;
  return recipient.stillMember === false ? `${said} ${t('leftList')}` : said;
}

/** An array the log can say in words; any other is left to the CSV. */
function listPart(context: DetailContext, name: string, items: unknown[]): string | null {
  const { t } = context;
  if (name === 'recipients') {
    const recipients = items as Recipient[];
    return `${t('recipients', { count: recipients.length })}: ${recipients.map((r) => recipientText(context, r)).join(', ')}`;
  }
  if (name === 'slots') return `${t('slots', { count: items.length })}: ${items.map((item) => valueText(context, item)).join(', ')}`;
  if (name === 'applications' || name === 'waitingListMemberships')
    return items.length ? t(`invited.${name}`, { count: items.length }) : null;
  return null;
}

/** One detail field as `Label: value`, or null when the log leaves it out. */
function part(context: DetailContext, detail: AuditEntry['detail'], name: string, value: unknown): string | null {
  const { t, homes } = context;
  if (value === null || value === undefined || INTERNAL.has(name)) return null;
  if (Array.isArray(value)) return listPart(context, name, value);
  if (typeof value === 'object') return null;
  if (name === 'homeId') {
    if (typeof detail.address === 'string') return null;
    const address = typeof value === 'number' ? homes.get(value) : undefined;
    if (address) return `${t('fields.address')}: ${address}`;
  }
  return `${known(t, `fields.${name}`, name)}: ${valueText(context, value)}`;
}

/** The entry's detail as the parts of one line. */
export function detailParts(context: DetailContext, entry: AuditEntry): string[] {
  const { detail } = entry;
  return Object.entries(detail).flatMap(([name, value]) => part(context, detail, name, value) ?? []);
}
