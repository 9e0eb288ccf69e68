import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { companyMembers } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { DEMO_USERS } from '@/lib/db/seed/accounts';
import { seed } from '@/lib/db/seed/seed';
import { describeEachEngine } from './support/databases';

describeEachEngine('demo applications in the seed', (ctx) => {
  beforeAll(async () => {
    await seed(ctx.handle.db, { properties: 600 });
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
  });

  it('sends the first two to the demo landlord’s company, so its console has applications to answer', async () => {
    const db = ctx.handle.db;
    const [landlord] = await db.select().from(companyMembers).where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
    const rows = await db
      .select()
      .from(applications)
      .where(eq(applications.companyId, landlord.companyId))
      .orderBy(asc(applications.createdAt));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'seen']);
  });
});
