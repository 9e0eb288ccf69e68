import { instantInCopenhagen, wallTimeInCopenhagen, type CopenhagenWallTime } from '@/lib/time/copenhagen';
import type { OpenHouseEvent, OpenHouseEventWrite } from './schema';

/*
 * The open house's rules that need no database: Danish times to instants and back, who gets a place,
 * and when a reminder is due.
 */

/** Reminders go out from 24 hours before the start (later when that falls in the night). */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

export function eventInstants(write: Pick<OpenHouseEventWrite, 'date' | 'from' | 'to'>): { startsAt: Date; endsAt: Date } {
  return { startsAt: instantInCopenhagen(write.date, write.from), endsAt: instantInCopenhagen(write.date, write.to) };
}

const clock = ({ hour, minute }: CopenhagenWallTime) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The Danish date and wall-clock times of an event, as the landlord gave them. */
export function eventTimes(event: { startsAt: Date; endsAt: Date }): Pick<OpenHouseEvent, 'date' | 'from' | 'to'> {
  const start = wallTimeInCopenhagen(event.startsAt);
  return { date: start.date, from: clock(start), to: clock(wallTimeInCopenhagen(event.endsAt)) };
}

/**
 * How many of the waiting line get a place now: the free places, as far as the line reaches. A
 * newcomer never passes someone already waiting, so places are filled from the line first.
 */
export function placesToFill(capacity: number, registered: number, waiting: number): number {
  return Math.max(0, Math.min(capacity - registered, waiting));
}

/** A newcomer's state once the line has been moved up: a place while one is free, else a turn in line. */
export function newcomerState(capacity: number, registered: number): 'registered' | 'waiting' {
  return registered < capacity ? 'registered' : 'waiting';
}

type EventFields = { startsAt: Date; endsAt: Date; place: string; capacity: number };
/** What the registrants are told of (time, place) and what only the line notices (capacity). */
export type EventChange = { time: boolean; place: boolean; capacity: boolean };

/** What an edit changes; null when nothing does, so a repeated identical update writes and sends nothing. */
export function eventChange(before: EventFields, after: EventFields): EventChange | null {
  const change = {
    time: before.startsAt.getTime() !== after.startsAt.getTime() || before.endsAt.getTime() !== after.endsAt.getTime(),
    place: before.place !== after.place,
    capacity: before.capacity !== after.capacity,
  };
  return change.time || change.place || change.capacity ? change : null;
}

/**
 * A moved event's reminder mark: cleared (null), so the reminder goes 24 hours before the new start;
 * or, when the new start is already within those 24 hours, set to now, because the notice of the
 * change is that fresh mail (as for a place given within the lead, see findDueReminders).
 */
export function reminderMarkAfterMove(startsAt: Date, now: Date): Date | null {
  return startsAt.getTime() - REMINDER_LEAD_MS <= now.getTime() ? now : null;
}

/** Registration closes when the event starts; a cancelled event takes none. */
export function isOpenForRegistration(event: { startsAt: Date; cancelledAt: Date | null }, now: Date): boolean {
  return !event.cancelledAt && event.startsAt > now;
}
