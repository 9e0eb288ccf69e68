import { describe, expect, it } from 'vitest';
import { dateText, dateValue, isoDateOf, parseDayMonthYear, toDayMonthYear } from '@/components/ui/local-date-input';

describe('the day-month-year date field (search filters, profile)', () => {
  it('reads a date written the Danish way, with any common separator', () => {
    expect(parseDayMonthYear('01-12-2026')).toBe('2026-12-01');
    expect(parseDayMonthYear(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseDayMonthYear('29/2/2028')).toBe('2028-02-29');
  });

  it('refuses what names no real day, and the browser’s month-first order when the day cannot be a month', () => {
    for (const text of ['', '2026-12-01', '31-04-2026', '29-02-2027', '12/31/2026', '1-1-26', 'i morgen']) {
      expect(parseDayMonthYear(text)).toBeNull();
    }
  });

  it('writes the URL’s yyyy-mm-dd back as dd-mm-yyyy, and the two agree', () => {
    expect(toDayMonthYear('2026-12-01')).toBe('01-12-2026');
    expect(parseDayMonthYear(toDayMonthYear('2027-07-09'))).toBe('2027-07-09');
  });

  it('keeps a yyyy-mm-dd value shown as dd-mm-yyyy, and a date half typed as the text it is', () => {
    expect(dateValue('1.3.2027')).toBe('2027-03-01');
    expect(dateText(dateValue('1.3.2027'))).toBe('01-03-2027');
    for (const text of ['', '01-03-2', '31-02-2027', 'i morgen']) {
      expect(dateValue(text)).toBe(text);
      expect(dateText(text)).toBe(text);
    }
  });

  it('takes as a date only a yyyy-mm-dd that names a real day', () => {
    expect(isoDateOf('2028-02-29')).toBe('2028-02-29');
    for (const value of ['', '2027-02-29', '2027-3-1', '01-03-2027', 'garbage']) expect(isoDateOf(value)).toBeNull();
  });
});
