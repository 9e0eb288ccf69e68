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

/** Registration closes when the event starts; a cancelled event takes none. */
export function isOpenForRegistration(event: { startsAt: Date; cancelledAt: Date | null }, now: Date): boolean {
  return !event.cancelledAt && event.startsAt > now;
}
