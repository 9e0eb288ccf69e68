import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from '@/lib/audit/csv';
import type { AuditEntry } from '@/lib/audit/schema';

/** A spreadsheet's reading of a CSV line: cells split on `separator`, a cell opening with a quote read to its closing one. */
function spreadsheetCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && atStart) {
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
    atStart = !quoted && char === separator;
  }
  cells.push(cell);
  return cells;
}

describe('the audit log CSV', () => {
  it('defuses every cell a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Karen')).toBe('Karen');
    expect(csvCell(-5)).toBe("'-5");
  });

  it('leaves no formula cell whichever separator the spreadsheet splits on', () => {
    const entry = {
      at: '2026-12-02T10:00:00.000Z',
      action: 'member.invited',
      actor: { kind: 'user', ref: 'u1', name: 'Karen; =HYPERLINK("https://x.example";"klik")' },
      subject: { type: 'member', id: 'm1', tenantRef: null },
      ip: '127.0.0.1',
      userAgent: "Mozilla/5.0 (X11;+cmd|' /C calc'!A0)",
      detail: { label: 'nøgle,@SUM(1+1)\t-2+3', note: 'a| =1+1', plain: 'Vej 3, 2. tv; Kbh' },
    } as unknown as AuditEntry;
    const lines = auditCsv([entry]).trimEnd().split('\r\n');
    for (const separator of [',', ';', '\t', '|'])
      for (const cell of lines.flatMap((line) => spreadsheetCells(line, separator)))
        expect(cell, `split on ${JSON.stringify(separator)}`).not.toMatch(/^\s*[=+\-@]/);
    // Read the intended way, the cells keep their text but for the apostrophes.
    const cells = spreadsheetCells(lines[1], ',');
    expect(cells[3]).toBe(`Karen; '=HYPERLINK("https://x.example";"klik")`);
    expect(JSON.parse(cells[10].replaceAll("'", '')).plain).toBe('Vej 3, 2. tv; Kbh');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('sagde "ja"')).toBe('"sagde ""ja"""');
    expect(csvCell('to\nlinjer')).toBe('"to\nlinjer"');
    expect(csvCell(null)).toBe('');
  });
});
