import { describe, expect, it } from 'vitest';
import { answerRefusal, bookingChange, changeableUntil, invitationState, surveyOutcome, waitRefusal } from '@/lib/viewings/rules';

const at = (iso: string) => new Date(iso);
const slots = [
  { id: 'morning', startsAt: at('2031-05-10T08:00:00Z') },
  { id: 'evening', startsAt: at('2031-05-10T16:00:00Z') },
];
const before = at('2031-05-10T07:00:00Z');
const between = at('2031-05-10T12:00:00Z');
const after = at('2031-05-10T16:00:00Z');

describe('surveyOutcome', () => {
  it('is not attended whatever the interest', () => {
    expect(surveyOutcome({ attended: false, stillInterested: true })).toBe('notAttended');
    expect(surveyOutcome({ attended: false, stillInterested: null })).toBe('notAttended');
  });
  it('is attended and interested, or attended and not interested', () => {
    expect(surveyOutcome({ attended: true, stillInterested: true })).toBe('attendedInterested');
    expect(surveyOutcome({ attended: true, stillInterested: false })).toBe('attendedNotInterested');
  });
});

describe('invitationState', () => {
  it('is expired when never answered and every slot has started', () => {
    expect(invitationState('sent', slots, between)).toBe('sent');
    expect(invitationState('sent', slots, after)).toBe('expired');
  });
  it('keeps an answer after the viewing', () => {
    expect(invitationState('accepted', slots, after)).toBe('accepted');
    expect(invitationState('declined', slots, after)).toBe('declined');
  });
});

describe('answerRefusal: an answer can change until the viewing starts', () => {
  const sent = { status: 'sent' as const, slotId: null };
  const acceptedMorning = { status: 'accepted' as const, slotId: 'morning' };
  const acceptedEvening = { status: 'accepted' as const, slotId: 'evening' };
  const declined = { status: 'declined' as const, slotId: null };

  it('accepts or declines a fresh invitation before the slots', () => {
    expect(answerRefusal(sent, slots, { answer: 'accept', slotId: 'morning' }, before)).toBeNull();
    expect(answerRefusal(sent, slots, { answer: 'decline' }, before)).toBeNull();
  });
  it('refuses a slot that has started, or one of another viewing', () => {
    expect(answerRefusal(sent, slots, { answer: 'accept', slotId: 'morning' }, between)).toBe('slotStarted');
    expect(answerRefusal(sent, slots, { answer: 'accept', slotId: 'elsewhere' }, before)).toBe('unknownSlot');
  });
  it('changes an accepted answer until its slot starts, then never', () => {
    expect(answerRefusal(acceptedMorning, slots, { answer: 'decline' }, before)).toBeNull();
    expect(answerRefusal(acceptedMorning, slots, { answer: 'accept', slotId: 'evening' }, before)).toBeNull();
    expect(answerRefusal(acceptedMorning, slots, { answer: 'decline' }, between)).toBe('locked');
    expect(answerRefusal(acceptedMorning, slots, { answer: 'accept', slotId: 'evening' }, between)).toBe('locked');
  });
  it('lets a declined person accept a later slot, until the last slot starts', () => {
    expect(answerRefusal(declined, slots, { answer: 'accept', slotId: 'evening' }, between)).toBeNull();
    expect(answerRefusal(acceptedEvening, slots, { answer: 'decline' }, between)).toBeNull();
    expect(answerRefusal(declined, slots, { answer: 'accept', slotId: 'evening' }, after)).toBe('closed');
    expect(answerRefusal(sent, slots, { answer: 'decline' }, after)).toBe('closed');
  });
  it('says until when the answer can change', () => {
    expect(changeableUntil(acceptedMorning, slots, before)).toEqual(slots[0].startsAt);
    expect(changeableUntil(acceptedMorning, slots, between)).toBeNull();
    expect(changeableUntil(declined, slots, between)).toEqual(slots[1].startsAt);
    expect(changeableUntil(sent, slots, after)).toBeNull();
  });
});

describe('waiting for a place and what a change means', () => {
  const now = at('2031-05-13T07:00:00Z');
  const slot = (id: string, startsAt: string, capacity: number | null, accepted: number) => ({
    id,
    startsAt: at(startsAt),
    capacity,
    accepted,
  });

  it('waits only while every time ahead is full', () => {
    const full = slot('a', '2031-05-13T08:00:00Z', 2, 2);
    const past = slot('b', '2031-05-13T06:00:00Z', 2, 0);
    expect(waitRefusal([full, past], now)).toBeNull();
    expect(waitRefusal([full, slot('c', '2031-05-13T09:00:00Z', 2, 1)], now)).toBe('placesLeft');
    expect(waitRefusal([full, slot('d', '2031-05-13T09:00:00Z', null, 40)], now)).toBe('placesLeft');
    expect(waitRefusal([past], now)).toBe('closed');
  });

  it('tells booked, moved and cancelled apart, and nothing for a decline without a place', () => {
    const none = { status: 'sent' as const, slotId: null };
    const inA = { status: 'accepted' as const, slotId: 'a' };
    expect(bookingChange(none, inA)).toBe('booked');
    expect(bookingChange(inA, { status: 'accepted', slotId: 'b' })).toBe('moved');
    expect(bookingChange(inA, { status: 'declined', slotId: null })).toBe('cancelled');
    expect(bookingChange(inA, inA)).toBeNull();
    expect(bookingChange(none, { status: 'declined', slotId: null })).toBeNull();
  });
});
