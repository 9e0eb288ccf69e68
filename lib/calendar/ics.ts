/**
 * An RFC 5545 calendar file with one event, for viewings and open houses: the tenant's calendar
 * app adds it from the download or the mail attachment. Times are written in UTC (`…Z`), so no
 * VTIMEZONE block is needed and the app shows them in the reader's own zone.
 */
export type CalendarEvent = {
  /** Stable per event and person, so a changed invitation replaces the entry instead of doubling it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Raise `sequence` when the event changes; calendar apps keep the highest. */
  sequence?: number;
  method?: 'PUBLISH' | 'CANCEL';
};

const PRODUCT_ID = '-//Hjemly//Hjemly//DA';

export function icsFile(event: CalendarEvent, now: Date = new Date()): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(cancelled ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar file as a download, its file name in Content-Disposition so the browser saves it as such. */
export function icsResponse({ filename, body }: { filename: string; body: string }, cacheControl = 'private, no-store'): Response {
  return new Response(body, {
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': cacheControl,
    },
  });
}
