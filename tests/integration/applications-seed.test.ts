import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { companyMembers } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { offers } from '@/lib/db/schema/offers';
import { listMyUnansweredOffers } from '@/lib/offers/service';
import { companyInsight } from '@/lib/insight/service';
import { DEMO_USERS } from '@/lib/db/seed/accounts';
import { seed } from '@/lib/db/seed/seed';
import { describeEachEngine } from './support/databases';

const NOW = new Date('2026-11-27T10:00:00Z');
const DAY = 24 * 3600_000;

describeEachEngine(
  'demo applications in the seed',
  (ctx) => {
    beforeAll(async () => {
      await seed(ctx.handle.db, { properties: 600, now: NOW });
    });

    it('gives the demo tenant applications in every status, one external, each with its timeline', async () => {
      const db = ctx.handle.db;
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.userId, DEMO_USERS.tenant.id))
        .orderBy(asc(applications.createdAt));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'seen', 'invitedToViewing', 'offered', 'sent', 'declined', 'withdrawn']);
      expect(rows.filter((r) => r.external)).toHaveLength(1);
      expect(new Set(rows.map((r) => r.propertyId)).size).toBe(rows.length);
      // Declined and withdrawn are inactive; the rest are active.
      expect(rows.map((r) => r.inactiveAt !== null)).toEqual([false, false, false, false, false, true, true]);
      const offered = rows[3];
      const events = await db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, offered.id))
        .orderBy(asc(applicationEvents.at));
      expect(events.map((e) => e.status)).toEqual(['sent', 'seen', 'invitedToViewing', 'offered']);
      // A living month: every story is sent within the 30 days before the seed's now, and none after it.
      for (const row of rows) expect(NOW.getTime() - row.createdAt.getTime()).toBeGreaterThan(0);
      for (const row of rows) expect(NOW.getTime() - row.createdAt.getTime()).toBeLessThan(30 * DAY);
      // The offered story has its offer to answer, made when its timeline says, open for days after now.
      const [offer] = await db.select().from(offers).where(eq(offers.applicationId, offered.id));
      expect(offer).toMatchObject({ answer: null, createdAt: events[3].at, propertyId: offered.propertyId });
      expect(offer.deadline.getTime()).toBeGreaterThan(NOW.getTime() + 4 * DAY);
      // On the demo tenant's home base as an answer they owe.
      expect(await listMyUnansweredOffers(DEMO_USERS.tenant, NOW)).toMatchObject([{ id: offer.id, applicationId: offered.id }]);
    });

    it('sends the first two to the demo landlord’s company, so its console has applications to answer', async () => {
      const db = ctx.handle.db;
      const [landlord] = await db.select().from(companyMembers).where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.companyId, landlord.companyId), eq(applications.userId, DEMO_USERS.tenant.id)))
        .orderBy(asc(applications.createdAt));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'seen']);
    });

    it('gives the demo landlord a living month, so its insight shows real figures', async () => {
      const [landlord] = await ctx.handle.db.select().from(companyMembers).where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
      const { applications: a, viewings: v, offers: o } = await companyInsight(landlord.companyId, { period: 30, group: undefined }, NOW);
      // The demo tenant's two and the month's sixteen applicants.
      expect(a.received).toBe(18);
      expect(a.answered).toBeGreaterThanOrEqual(10);
      expect(a.answered).toBeLessThan(a.answerable);
      expect(a.medianHoursToFirstAnswer).toBeGreaterThan(3);
      expect(v.booked).toBeGreaterThanOrEqual(2);
      expect(v.surveyed).toBeGreaterThanOrEqual(2);
      expect(v.attended).toBeGreaterThan(0);
      expect(v.attended).toBeLessThan(v.surveyed);
      expect(o.made).toBeGreaterThanOrEqual(3);
      expect(o.settled).toBeGreaterThan(0);
      expect(o.accepted).toBeGreaterThan(0);
      // Nothing is dated after the seed's now.
      const later = await ctx.handle.db.select().from(applicationEvents).where(gt(applicationEvents.at, NOW));
      expect(later).toEqual([]);
    });
  },
  { install: true },
);
