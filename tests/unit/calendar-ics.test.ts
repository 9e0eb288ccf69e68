import { describe, expect, it } from 'vitest';
import { icsFile } from '@/lib/calendar/ics';

const event = {
  uid: 'viewing-7@hjemly.dk',
  start: new Date('2026-12-01T13:00:00Z'),
  end: new Date('2026-12-01T14:00:00Z'),
  summary: 'Fremvisning: Nørregade 1, 2. tv; København',
  location: 'Nørregade 1, 1165 København K',
};

describe('icsFile', () => {
  const text = icsFile(event, new Date('2026-11-25T08:00:00.123Z'));

  it('writes one event in UTC with CRLF line ends', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('DTSTART:20261201T130000Z\r\n');
    expect(text).toContain('DTEND:20261201T140000Z\r\n');
    expect(text).toContain('DTSTAMP:20261125T080000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas and semicolons in text values', () => {
    expect(text).toContain('SUMMARY:Fremvisning: Nørregade 1\\, 2. tv\\; København');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = icsFile({ ...event, description: 'æ'.repeat(100) });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'æ'.repeat(100)}`);
  });

  it('writes a line break of any kind in a text value as \\n, so no bare CR or LF ends a line early', () => {
    const file = icsFile({ ...event, location: 'Nørregade 1\rBaghuset\r\n2. sal\nDør 3' });
    expect(file).toContain('LOCATION:Nørregade 1\\nBaghuset\\n2. sal\\nDør 3\r\n');
    // Every line ends with CRLF, and no CR or LF stands alone anywhere.
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('marks a cancelled event', () => {
    expect(icsFile({ ...event, method: 'CANCEL' })).toContain('STATUS:CANCELLED');
  });
});
