import { describe, expect, it } from 'vitest';
import { digestBoundaries } from '@/lib/saved-searches/alert-schedule';

/** A Copenhagen wall time as UTC, for the cases below (winter: +1 h, summer: +2 h). */
const utc = (iso: string) => new Date(iso);

describe('digest moments of saved-search alerts (07:00, Mondays for weekly; Copenhagen time)', () => {
  it('takes today 07:00 from 07:00 on, yesterday 07:00 before', () => {
    expect(digestBoundaries(utc('2030-11-27T06:00:00Z')).daily).toEqual(utc('2030-11-27T06:00:00Z'));
    expect(digestBoundaries(utc('2030-11-27T05:59:00Z')).daily).toEqual(utc('2030-11-26T06:00:00Z'));
  });

  it('takes the last Monday 07:00 for weekly, the Monday itself once it is 07:00', () => {
    // Wednesday 27 November 2030 → Monday 25 November.
    expect(digestBoundaries(utc('2030-11-27T12:00:00Z')).weekly).toEqual(utc('2030-11-25T06:00:00Z'));
    // Monday 2 December 2030, 06:59 and 07:00 Copenhagen.
    expect(digestBoundaries(utc('2030-12-02T05:59:00Z')).weekly).toEqual(utc('2030-11-25T06:00:00Z'));
    expect(digestBoundaries(utc('2030-12-02T06:00:00Z')).weekly).toEqual(utc('2030-12-02T06:00:00Z'));
  });

  it('keeps 07:00 Danish time across the summer-time switch', () => {
    // Sunday 31 March 2030 is the switch; Monday 1 April 07:00 is 05:00 UTC.
    expect(digestBoundaries(utc('2030-04-01T05:00:00Z'))).toEqual({
      daily: utc('2030-04-01T05:00:00Z'),
      weekly: utc('2030-04-01T05:00:00Z'),
    });
    expect(digestBoundaries(utc('2030-03-31T05:30:00Z')).daily).toEqual(utc('2030-03-31T05:00:00Z'));
  });
});
