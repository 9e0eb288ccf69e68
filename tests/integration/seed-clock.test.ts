import { and, asc, desc, eq, gt, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { waitingListMemberships, waitingListPositionSnapshots } from '@/lib/db/schema/waiting-lists';
import { DEMO_USERS } from '@/lib/db/seed/accounts';
import { seed } from '@/lib/db/seed/seed';
import { addDays } from '@/lib/time/copenhagen';
import { describeEachEngine } from './support/databases';

/**
 * 23:30 in Copenhagen, 22:30 UTC, a month after summer time ended: stepping back 24 hours at a time
 * from this hour gives one Danish date twice across 25 October, which broke the seed in CI.
 */
const LATE_EVENING = new Date('2026-11-27T22:30:00Z');
const TODAY = '2026-11-27';

describeEachEngine('the seed at an awkward hour', (ctx) => {
  beforeAll(async () => {
    await seed(ctx.handle.db, { properties: 600, now: LATE_EVENING });
  });

  const membershipsOfDemoTenant = () =>
    ctx.handle.db
      .select({ id: waitingListMemberships.id })
      .from(waitingListMemberships)
      .where(eq(waitingListMemberships.userId, DEMO_USERS.tenant.id))
      .orderBy(asc(waitingListMemberships.id));

  it('gives the demo tenant one position per Danish calendar day for the last 180 days, up to yesterday', async () => {
    const memberships = await membershipsOfDemoTenant();
    expect(memberships).toHaveLength(2);
    const expected = Array.from({ length: 180 }, (_, i) => addDays(TODAY, i - 180));
    for (const { id } of memberships) {
      const days = await ctx.handle.db
        .select({ takenOn: waitingListPositionSnapshots.takenOn })
        .from(waitingListPositionSnapshots)
        .where(eq(waitingListPositionSnapshots.membershipId, id))
        .orderBy(asc(waitingListPositionSnapshots.takenOn));
      expect(days.map((day) => day.takenOn)).toEqual(expected);
    }
  });

  it('dates the members who joined after the demo tenant every fifth calendar day back from today', async () => {
    const joinedThisYear = await ctx.handle.db
      .selectDistinct({ seniorityDate: waitingListMemberships.seniorityDate })
      .from(waitingListMemberships)
      .where(and(like(waitingListMemberships.userId, 'waiting-list-member-%'), gt(waitingListMemberships.seniorityDate, '2026-01-01')))
      .orderBy(desc(waitingListMemberships.seniorityDate));
    // 24 behind on the active list, back to late July: past the end of summer time.
    const everyFifthDay = Array.from({ length: 24 }, (_, i) => addDays(TODAY, -5 * (i + 1)));
    expect(joinedThisYear.map((row) => row.seniorityDate)).toEqual(everyFifthDay);
  });
});
