import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import da from '@/messages/da-DK/companyConsole.json';
import en from '@/messages/en-DK/companyConsole.json';
import { endOfQuietHours, heldUntil } from '@/lib/email/quiet-hours';
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

describe('a confirmation that is true about when the mail goes', () => {
  it('names the hour a mail queued at night goes, and nothing by day', () => {
    expect(heldUntil(new Date('2026-11-25T22:30:00Z'))).toBe('07:00');
    expect(heldUntil(new Date('2026-07-01T20:30:00Z'))).toBe('07:00');
    expect(heldUntil(new Date('2026-11-25T12:00:00Z'))).toBeNull();
  });

  it('says the invitations and surveys wait, in both languages', () => {
    const danish = createTranslator({ locale: 'da-DK', messages: { companyConsole: da }, namespace: 'companyConsole.viewings' });
    const english = createTranslator({ locale: 'en-DK', messages: { companyConsole: en }, namespace: 'companyConsole.viewings' });
    const time = heldUntil(new Date('2026-11-25T22:30:00Z'))!;
    expect(danish('invite.held', { time })).toBe('Invitationerne er gemt og sendes kl. 07:00 – vi sender ikke e-mails om natten.');
    expect(english('invite.held', { time })).toBe('The invitations are saved and go out at 07:00 – we send no e-mails at night.');
    expect(danish('list.surveysHeld', { count: 2, time })).toBe(
      'Evalueringen sendes til 2 personer kl. 07:00 – vi sender ikke e-mails om natten.',
    );
    expect(english('list.surveysHeld', { count: 1, time })).toBe('The survey goes to 1 person at 07:00 – we send no e-mails at night.');
    const lists = createTranslator({ locale: 'da-DK', messages: { companyConsole: da }, namespace: 'companyConsole.waitingLists.offer' });
    expect(lists('held', { count: 2, time })).toBe(
      'Tilbuddet er givet til 2 medlemmer og sendes kl. 07:00 – vi sender ikke e-mails om natten.',
    );
  });
});
