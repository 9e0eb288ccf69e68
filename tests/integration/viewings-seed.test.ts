import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { instantInCopenhagen } from '@/lib/time/copenhagen';
import { linkTokens } from '@/lib/db/schema/tokens';
import { DEMO_USERS } from '@/lib/db/seed/accounts';
import { seed } from '@/lib/db/seed/seed';
import { listViewingsOfApplication } from '@/lib/viewings/service';
import { describeEachEngine } from './support/databases';

describeEachEngine(
  'demo viewings in the seed',
  (ctx) => {
    beforeAll(async () => {
      await seed(ctx.handle.db, { properties: 600 });
    });

    it('shows a coming invitation and an answered survey on the demo tenant’s timeline, with no link stored', async () => {
      const rows = await ctx.handle.db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(eq(applications.userId, DEMO_USERS.tenant.id))
        .orderBy(asc(applications.createdAt));
      const timeline = async (status: string) =>
        listViewingsOfApplication(DEMO_USERS.tenant, rows.find((row) => row.status === status)!.id);
      expect(await timeline('invitedToViewing')).toMatchObject([{ state: 'sent', fromTime: '17:00', survey: null }]);
      expect(await timeline('offered')).toMatchObject([{ state: 'accepted', survey: { outcome: 'attendedInterested', open: false } }]);
      // The offered story's viewing lies where its timeline puts it: after the invitation, before the offer.
      const offered = rows.find((row) => row.status === 'offered')!;
      const events = await ctx.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, offered.id));
      const at = (status: string) => events.find((event) => event.status === status)!.at.getTime();
      const [seen] = await timeline('offered');
      const startsAt = instantInCopenhagen(seen.date, seen.fromTime).getTime();
      expect(startsAt).toBeGreaterThan(at('invitedToViewing'));
      expect(startsAt).toBeLessThan(at('offered'));
      expect(await timeline('sent')).toEqual([]);
      expect(await ctx.handle.db.select().from(linkTokens)).toEqual([]);
    });
  },
  { install: true },
);
