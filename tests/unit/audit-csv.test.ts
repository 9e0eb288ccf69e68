import { describe, expect, it } from 'vitest';
import { csvCell } from '@/lib/audit/csv';

describe('the audit log CSV', () => {
  it('defuses every cell a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Karen')).toBe('Karen');
    expect(csvCell(-5)).toBe("'-5");
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('sagde "ja"')).toBe('"sagde ""ja"""');
    expect(csvCell('to\nlinjer')).toBe('"to\nlinjer"');
    expect(csvCell(null)).toBe('');
  });
});
