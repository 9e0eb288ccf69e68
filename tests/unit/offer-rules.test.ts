import { describe, expect, it } from 'vitest';
import { answerChange, deadlineAllowed, looksLikePdf, offerPhase, reminderDue } from '@/lib/offers/rules';

const deadline = new Date('2026-12-04T11:00:00Z');
const before = new Date(deadline.getTime() - 1);
const at = deadline;
const HOUR = 60 * 60_000;

describe('offer answers (changeable until the deadline, then binding)', () => {
  it('takes a first answer and any change before the deadline, and repeats as unchanged', () => {
    expect(answerChange({ deadline, answer: null, signed: false }, 'interested', before)).toBe('change');
    expect(answerChange({ deadline, answer: 'interested', signed: false }, 'notInterested', before)).toBe('change');
    expect(answerChange({ deadline, answer: 'notInterested', signed: false }, 'notInterested', before)).toBe('unchanged');
  });

  it('refuses every answer from the deadline on, a first one included', () => {
    expect(answerChange({ deadline, answer: 'interested', signed: false }, 'notInterested', at)).toBe('closed');
    expect(answerChange({ deadline, answer: null, signed: false }, 'interested', at)).toBe('closed');
    expect(offerPhase({ deadline, answer: null, signed: false }, before)).toBe('open');
    expect(offerPhase({ deadline, answer: null, signed: false }, at)).toBe('binding');
  });

  it('binds the answer once the lease is signed, even before the deadline', () => {
    expect(answerChange({ deadline, answer: 'interested', signed: true }, 'notInterested', before)).toBe('closed');
    // Bound by the signature, not by a deadline that has not come: the page must not say it passed.
    expect(offerPhase({ deadline, answer: 'interested', signed: true }, before)).toBe('signed');
    expect(offerPhase({ deadline, answer: 'interested', signed: true }, at)).toBe('binding');
  });
});

describe('the reminder', () => {
  it('is due from 24 h before the deadline, for an unanswered offer only', () => {
    expect(reminderDue({ deadline, answer: null }, new Date(deadline.getTime() - 25 * HOUR))).toBe('wait');
    expect(reminderDue({ deadline, answer: null }, new Date(deadline.getTime() - 24 * HOUR))).toBe('send');
    expect(reminderDue({ deadline, answer: 'interested' }, new Date(deadline.getTime() - 2 * HOUR))).toBe('skip');
    expect(reminderDue({ deadline, answer: null }, at)).toBe('skip');
  });
});

describe('the deadline a landlord sets', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('is at least a minute and at most 60 days ahead', () => {
    expect(deadlineAllowed(new Date(now.getTime() + 59_000), now)).toBe(false);
    expect(deadlineAllowed(new Date(now.getTime() + 60_000), now)).toBe(true);
    expect(deadlineAllowed(new Date(now.getTime() + 60 * 24 * HOUR), now)).toBe(true);
    expect(deadlineAllowed(new Date(now.getTime() + 60 * 24 * HOUR + 1), now)).toBe(false);
  });
});

describe('a lease upload', () => {
  it('is a PDF by its first bytes, whatever it is called', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n…'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('PK\u0003\u0004 a zip'))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode('%PDF'))).toBe(false);
  });
});
