import { describe, expect, it } from 'vitest';
import { endOfQuietHours } from '@/lib/email/quiet-hours';
import { instantInCopenhagen } from '@/lib/time/copenhagen';

describe('endOfQuietHours', () => {
  it.each([
    ['daytime in winter sends at once', '2026-11-25T12:00:00Z', '2026-11-25T12:00:00.000Z'],
    ['07:00 exactly (winter, UTC+1) sends at once', '2026-11-25T06:00:00Z', '2026-11-25T06:00:00.000Z'],
    ['20:59 sends at once', '2026-11-25T19:59:00Z', '2026-11-25T19:59:00.000Z'],
    ['21:00 waits for tomorrow 07:00', '2026-11-25T20:00:00Z', '2026-11-26T06:00:00.000Z'],
    ['23:30 waits for tomorrow 07:00', '2026-11-25T22:30:00Z', '2026-11-26T06:00:00.000Z'],
    ['00:30 (UTC still yesterday) waits for this morning', '2026-11-24T23:30:00Z', '2026-11-25T06:00:00.000Z'],
    ['06:59 waits a minute', '2026-11-25T05:59:00Z', '2026-11-25T06:00:00.000Z'],
    ['a summer night (UTC+2) waits for 07:00 summer time', '2026-07-01T20:30:00Z', '2026-07-02T05:00:00.000Z'],
    ['the night summer time ends waits for 07:00 winter time', '2026-10-24T22:00:00Z', '2026-10-25T06:00:00.000Z'],
    ['New Year’s Eve waits for New Year’s morning', '2026-12-31T22:00:00Z', '2027-01-01T06:00:00.000Z'],
  ])('%s', (_label, now, expected) => {
    expect(endOfQuietHours(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('instantInCopenhagen', () => {
  it.each([
    ['winter (UTC+1)', '2026-11-25', '14:30', '2026-11-25T13:30:00.000Z'],
    ['summer (UTC+2)', '2026-07-01', '09:00', '2026-07-01T07:00:00.000Z'],
    ['the skipped hour lands an hour later', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['midnight', '2027-01-01', '00:00', '2026-12-31T23:00:00.000Z'],
  ])('%s', (_label, date, time, expected) => {
    expect(instantInCopenhagen(date, time).toISOString()).toBe(expected);
  });
});
