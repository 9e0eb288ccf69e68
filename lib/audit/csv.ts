import type { AuditEntry } from './schema';

/*
 * The trail as CSV for a spreadsheet. A cell a spreadsheet would read as a formula (starting with
 * =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a name or a reason typed by
 * someone can never run in the owner's spreadsheet. The file is comma-separated, but a Danish
 * spreadsheet splits it on semicolons (and some on tabs or bars): the text after any such separator
 * inside a cell, opening quote and spaces included, starts a cell there, so it is defused as well.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t|][\s"]*)(?=[=+\-@\r])/g;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const defused = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(defused) ? `'${defused}` : defused;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const AUDIT_CSV_HEADER = [
  'at',
  'actorKind',
  'actorRef',
  'actorName',
  'action',
  'subjectType',
  'subjectId',
  'tenantRef',
  'ip',
  'userAgent',
  'detail',
];

export function auditCsvRow(entry: AuditEntry): string {
  const { actor, subject } = entry;
  return [
    entry.at,
    actor.kind,
    actor.ref,
    actor.name,
    entry.action,
    subject?.type,
    subject?.id,
    subject?.tenantRef,
    entry.ip,
    entry.userAgent,
    JSON.stringify(entry.detail),
  ]
    .map(csvCell)
    .join(',');
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  return [AUDIT_CSV_HEADER.join(','), ...entries.map(auditCsvRow)].join('\r\n') + '\r\n';
}
