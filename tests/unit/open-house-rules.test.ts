import { describe, expect, it } from 'vitest';
import {
  eventChange,
  eventInstants,
  eventTimes,
  isOpenForRegistration,
  newcomerState,
  placesToFill,
  reminderMarkAfterMove,
  REMINDER_LEAD_MS,
} from '@/lib/open-house/rules';

describe('open house rules', () => {
  it('reads Danish times as instants and back, in winter and in summer', () => {
    const winter = eventInstants({ date: '2030-01-15', from: '14:00', to: '16:00' });
    expect(winter.startsAt.toISOString()).toBe('2030-01-15T13:00:00.000Z');
    const summer = eventInstants({ date: '2030-07-01', from: '09:30', to: '11:00' });
    expect(summer.startsAt.toISOString()).toBe('2030-07-01T07:30:00.000Z');
    expect(eventTimes(summer)).toEqual({ date: '2030-07-01', from: '09:30', to: '11:00' });
    // Late in the evening Copenhagen is already on the next day in no zone but its own.
    expect(eventTimes(eventInstants({ date: '2030-03-14', from: '23:30', to: '23:59' })).date).toBe('2030-03-14');
  });

  it('fills free places from the waiting line first, never beyond it or the capacity', () => {
    expect(placesToFill(20, 19, 5)).toBe(1);
    expect(placesToFill(25, 20, 3)).toBe(3);
    expect(placesToFill(20, 20, 5)).toBe(0);
    // A capacity lowered below the places taken takes nobody's place.
    expect(placesToFill(10, 12, 4)).toBe(0);
  });

  it('gives a newcomer a place while one is free, else a turn in the line', () => {
    expect(newcomerState(20, 19)).toBe('registered');
    expect(newcomerState(20, 20)).toBe('waiting');
    expect(newcomerState(10, 12)).toBe('waiting');
  });

  it('closes registration at the start and for a cancelled event', () => {
    const startsAt = new Date('2030-01-15T13:00:00Z');
    expect(isOpenForRegistration({ startsAt, cancelledAt: null }, new Date('2030-01-15T12:59:59Z'))).toBe(true);
    expect(isOpenForRegistration({ startsAt, cancelledAt: null }, startsAt)).toBe(false);
    expect(isOpenForRegistration({ startsAt, cancelledAt: new Date('2030-01-01') }, new Date('2029-12-31'))).toBe(false);
  });

  it('tells an edit of time or place from one of capacity only, and an identical one from both', () => {
    const event = { ...eventInstants({ date: '2030-01-15', from: '14:00', to: '16:00' }), place: 'Gården', capacity: 20 };
    expect(eventChange(event, { ...event })).toBeNull();
    expect(eventChange(event, { ...event, startsAt: new Date(event.startsAt) })).toBeNull();
    expect(eventChange(event, { ...event, capacity: 10 })).toEqual({ time: false, place: false, capacity: true });
    const later = eventInstants({ date: '2030-01-15', from: '14:00', to: '17:00' });
    expect(eventChange(event, { ...event, ...later })).toEqual({ time: true, place: false, capacity: false });
    expect(eventChange(event, { ...event, place: 'Porten' })).toEqual({ time: false, place: true, capacity: false });
  });

  it('re-arms the reminder of a moved event, unless the change notice already comes within its 24 hours', () => {
    const startsAt = new Date('2030-01-15T13:00:00Z');
    const dayBefore = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
    expect(reminderMarkAfterMove(startsAt, new Date(dayBefore.getTime() - 1))).toBeNull();
    expect(reminderMarkAfterMove(startsAt, dayBefore)).toEqual(dayBefore);
    const hourBefore = new Date(startsAt.getTime() - 60 * 60_000);
    expect(reminderMarkAfterMove(startsAt, hourBefore)).toEqual(hourBefore);
  });
});
