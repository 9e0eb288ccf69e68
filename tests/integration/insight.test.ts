import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as insightRoute from '@/app/api/provider/v1/insight/route';
import { users } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { contracts, contractTenants, offers } from '@/lib/db/schema/offers';
import { viewingInvitations, viewings, viewingSlots, viewingSurveys } from '@/lib/db/schema/viewings';
import { waitingListExits, waitingListMemberships, waitingLists } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { isDomainError } from '@/lib/errors/domain-error';
import type { InsightPeriod } from '@/lib/insight/schema';
import { companyInsight } from '@/lib/insight/service';
import { createApiKey } from '@/lib/providers/key-service';
import { TEST_NOW_HEADER } from '@/lib/time/test-clock';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { testActorOf } from './support/audit-actors';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** `days` days (and `ms` more milliseconds) before NOW. */
const ago = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY - ms);
const EDGE = ago(30); // exactly 30 days old: outside the 30-day period, inside the 90-day one

let userCounter = 0;
async function newUser(db: Db) {
  const id = `insight-user-${++userCounter}`;
  await db.insert(users).values({ id, name: id, email: `${id}@example.dk` });
  return id;
}

type Answer = { status: 'seen' | 'invitedToViewing' | 'declined'; at: Date };
async function application(db: Db, home: { id: number }, companyId: number, createdAt: Date, answers: Answer[] = [], external = false) {
  const [row] = await db.insert(applications).values({ propertyId: home.id, companyId, createdAt, external }).returning();
  await db
    .insert(applicationEvents)
    .values([{ applicationId: row.id, status: 'sent', at: createdAt }, ...answers.map((a) => ({ applicationId: row.id, ...a }))]);
  return row;
}

async function letting(db: Db, home: { id: number }, companyId: number, versions: (Date | null)[]) {
  const [tenant] = await db
    .insert(contractTenants)
    .values({ companyId, propertyId: home.id, name: 'Lejer', email: 'lejer@example.dk' })
    .returning();
  await db.insert(contracts).values(
    versions.map((signedAt, i) => ({
      tenantId: tenant.id,
      version: i + 1,
      status: signedAt ? ('signed' as const) : ('superseded' as const),
      fileKey: `k-${tenant.id}-${i}`,
      fileName: 'lejekontrakt.pdf',
      byteSize: 1,
      sha256: 'x',
      signedAt,
    })),
  );
}

async function slot(db: Db, viewingId: string, endsAt: Date) {
  const [row] = await db
    .insert(viewingSlots)
    .values({ viewingId, date: '2026-06-01', fromTime: '10:00', toTime: '11:00', startsAt: new Date(endsAt.getTime() - HOUR), endsAt })
    .returning();
  return row.id;
}

async function invitation(
  db: Db,
  viewingId: string,
  applicationId: string,
  slotId: string | null,
  survey?: { attended: boolean } | 'unanswered',
) {
  const [row] = await db
    .insert(viewingInvitations)
    .values({ viewingId, applicationId, slotId, status: slotId ? 'accepted' : 'declined' })
    .returning();
  if (survey) {
    const answered = survey !== 'unanswered';
    await db.insert(viewingSurveys).values({
      invitationId: row.id,
      expiresAt: NOW,
      attended: answered ? survey.attended : null,
      submittedAt: answered ? ago(1) : null,
    });
  }
}

async function offer(
  db: Db,
  applicationId: string,
  home: { id: number },
  companyId: number,
  o: Partial<typeof offers.$inferInsert> & { createdAt: Date },
) {
  await db
    .insert(offers)
    .values({ applicationId, companyId, propertyId: home.id, monthlyRent: 8000, moveInDate: '2026-08-01', deadline: ago(-2), ...o });
}

async function published(db: Db, home: { id: number }, at: Date) {
  await db.update(properties).set({ publishedAt: at }).where(eq(properties.id, home.id));
}

/** Company A: two groups with known figures; company B: one of everything, never in A's figures. */
async function buildFixture(db: Db) {
  const g1 = await createGroup(db);
  const companyId = g1.companyId;
  const [g2] = await db
    .insert(propertyGroups)
    .values({ ...g1, id: undefined, slug: `${g1.slug}-to`, name: 'Anden gruppe', externalId: null })
    .returning();
  const h1 = await createHome(db, g1.id, { availability: 'available' });
  const h2 = await createHome(db, g1.id, { availability: 'rented' });
  const h3 = await createHome(db, g1.id, { availability: 'reserved' });
  const h4 = await createHome(db, g2.id, { availability: 'available' });
  await published(db, h1, ago(100));
  await published(db, h2, ago(60));
  await published(db, h3, ago(40));

  // Applications: first answers after 2, 4 and 10 hours in the 30 days; one at the edge; one older; one ahead of now.
  const a1 = await application(db, h1, companyId, ago(1), [{ status: 'seen', at: ago(1, -2 * HOUR) }]);
  const a2 = await application(db, h1, companyId, ago(10), [
    { status: 'seen', at: ago(10, -4 * HOUR) },
    { status: 'declined', at: ago(9) },
  ]);
  const a3 = await application(db, h2, companyId, ago(20), [{ status: 'seen', at: ago(0, -HOUR) }]); // answered after now
  await application(db, h4, companyId, ago(5), [], true);
  const a5 = await application(db, h1, companyId, EDGE);
  const a6 = await application(db, h1, companyId, ago(30, -1), [{ status: 'invitedToViewing', at: ago(30, -1 - 10 * HOUR) }]);
  const a7 = await application(db, h2, companyId, ago(100), [{ status: 'seen', at: ago(99) }]);
  await application(db, h1, companyId, ago(0, -HOUR));

  // Lettings: h2 after 50 days, h3 after 35 (its first version never signed), h2 let again, h1 at the edge after 70.
  await letting(db, h2, companyId, [ago(10)]);
  await letting(db, h3, companyId, [null, ago(5)]);
  await letting(db, h2, companyId, [ago(2)]);
  await letting(db, h1, companyId, [EDGE]);
  await letting(db, h4, companyId, [null]);

  // Viewings: three booked in the 30 days (attended, not attended, survey unanswered), one at the edge, one ahead.
  const [viewing] = await db.insert(viewings).values({ companyId, propertyId: h1.id, meetingLocation: 'Opgangen' }).returning();
  const recent = await slot(db, viewing.id, ago(3));
  await invitation(db, viewing.id, a1.id, recent, { attended: true });
  await invitation(db, viewing.id, a2.id, recent, { attended: false });
  await invitation(db, viewing.id, a3.id, recent, 'unanswered');
  await invitation(db, viewing.id, a6.id, await slot(db, viewing.id, EDGE), { attended: true });
  await invitation(db, viewing.id, a5.id, await slot(db, viewing.id, ago(-1)));
  await invitation(db, viewing.id, a7.id, null);

  // Offers: accepted, declined, open, lapsed in the 30 days; one accepted at the edge.
  await offer(db, a1.id, h1, companyId, { createdAt: ago(2), answer: 'interested', answeredAt: ago(1) });
  await offer(db, a2.id, h1, companyId, { createdAt: ago(8), answer: 'notInterested', answeredAt: ago(7) });
  await offer(db, a3.id, h2, companyId, { createdAt: ago(3) });
  await offer(db, a6.id, h1, companyId, { createdAt: ago(20), deadline: ago(10) });
  await offer(db, a5.id, h1, companyId, { createdAt: EDGE, answer: 'interested', answeredAt: ago(29) });

  // Waiting list of group 1: two active members and a passive one (and one who signs up after now); housed and left.
  const [list] = await db.insert(waitingLists).values({ groupId: g1.id }).returning();
  const member = async (state: 'active' | 'passive', signedUpAt: Date) =>
    db.insert(waitingListMemberships).values({
      listId: list.id,
      userId: await newUser(db),
      seniorityDate: '2025-01-01',
      signedUpAt,
      state,
      affiliation: 'Ingen tilknytning',
      cprEncrypted: 'x',
      cprHmac: `hmac-${userCounter}`,
    });
  await member('active', ago(200));
  await member('passive', ago(50));
  await member('active', ago(3));
  await member('active', ago(-1));
  await db.insert(waitingListExits).values([
    { listId: list.id, reason: 'housed', endedAt: ago(1) },
    { listId: list.id, reason: 'housed', endedAt: EDGE },
    { listId: list.id, reason: 'left', endedAt: ago(2) },
  ]);

  // Company B.
  const gb = await createGroup(db);
  const hb = await createHome(db, gb.id, { availability: 'available' });
  await published(db, hb, ago(9));
  const ab = await application(db, hb, gb.companyId, ago(1), [{ status: 'seen', at: ago(1, -HOUR) }]);
  await offer(db, ab.id, hb, gb.companyId, { createdAt: ago(1), answer: 'interested', answeredAt: ago(0, HOUR) });
  await letting(db, hb, gb.companyId, [ago(2)]);
  const [listB] = await db.insert(waitingLists).values({ groupId: gb.id }).returning();
  await db.insert(waitingListExits).values({ listId: listB.id, reason: 'housed', endedAt: ago(1) });

  return { companyId, g1, g2, companyB: gb.companyId, gb };
}

describeEachEngine(
  'insight',
  (ctx) => {
    let fixture: Awaited<ReturnType<typeof buildFixture>>;
    beforeAll(async () => {
      fixture = await buildFixture(ctx.handle.db);
    });
    const insight = (companyId: number, period: InsightPeriod, group?: string) => companyInsight(companyId, { period, group }, NOW);

    it('counts the whole company over the last 30 days, leaving out what lies on the edge or after now', async () => {
      const figures = await insight(fixture.companyId, 30);
      expect(figures).toMatchObject({ period: 30, from: EDGE.toISOString(), to: NOW.toISOString(), group: null });
      expect(figures.homes).toEqual({ total: 4, free: 2 });
      expect(figures.lettings).toEqual({ signed: 3, timed: 2, medianDaysToLet: 42.5 });
      expect(figures.applications).toEqual({
        received: 5,
        homesApplied: 3,
        perHome: 1.67,
        answerable: 4,
        answered: 3,
        answerRate: 0.75,
        medianHoursToFirstAnswer: 4,
      });
      expect(figures.viewings).toEqual({ booked: 3, surveyed: 2, attended: 1, attendanceRate: 0.5 });
      expect(figures.offers).toEqual({ made: 4, settled: 3, accepted: 1, acceptanceRate: 0.3333 });
      expect(figures.waitingLists).toEqual({ members: 3, active: 2, activeShare: 0.6667, housed: 1, turnover: 0.3333 });
    });

    it('takes in what happened exactly 30 days ago in the 90-day period', async () => {
      const figures = await insight(fixture.companyId, 90);
      expect(figures.lettings).toEqual({ signed: 4, timed: 3, medianDaysToLet: 50 });
      expect(figures.applications).toMatchObject({ received: 6, homesApplied: 3, perHome: 2, answerable: 5, answered: 3, answerRate: 0.6 });
      expect(figures.viewings).toEqual({ booked: 4, surveyed: 3, attended: 2, attendanceRate: 0.6667 });
      expect(figures.offers).toEqual({ made: 5, settled: 4, accepted: 2, acceptanceRate: 0.5 });
      expect(figures.waitingLists).toMatchObject({ housed: 2, turnover: 0.6667 });
    });

    it('reaches back a year in the 365-day period', async () => {
      const { applications: received } = await insight(fixture.companyId, 365);
      expect(received).toMatchObject({
        received: 7,
        answerable: 6,
        answered: 4,
        answerRate: 0.6667,
        medianHoursToFirstAnswer: 7,
        perHome: 2.33,
      });
    });

    it('narrows to one group', async () => {
      const first = await insight(fixture.companyId, 30, fixture.g1.slug);
      expect(first.group).toEqual({ slug: fixture.g1.slug, name: fixture.g1.name });
      expect(first.homes).toEqual({ total: 3, free: 1 });
      expect(first.applications).toMatchObject({ received: 4, homesApplied: 2, perHome: 2, answerable: 4, answered: 3 });
      expect(first.waitingLists.members).toBe(3);
    });

    it('answers null, not zero or an error, where a figure has nothing to divide by', async () => {
      const second = await insight(fixture.companyId, 30, fixture.g2.slug);
      expect(second.homes).toEqual({ total: 1, free: 1 });
      expect(second.applications).toEqual({
        received: 1,
        homesApplied: 1,
        perHome: 1,
        answerable: 0,
        answered: 0,
        answerRate: null,
        medianHoursToFirstAnswer: null,
      });
      expect(second.lettings).toEqual({ signed: 0, timed: 0, medianDaysToLet: null });
      expect(second.viewings).toEqual({ booked: 0, surveyed: 0, attended: 0, attendanceRate: null });
      expect(second.offers).toEqual({ made: 0, settled: 0, accepted: 0, acceptanceRate: null });
      expect(second.waitingLists).toEqual({ members: 0, active: 0, activeShare: null, housed: 0, turnover: null });
    });

    it('gives another company only its own figures, and none of its groups to name', async () => {
      const other = await insight(fixture.companyB, 30);
      expect(other.homes).toEqual({ total: 1, free: 1 });
      expect(other.applications).toMatchObject({ received: 1, answered: 1, medianHoursToFirstAnswer: 1 });
      expect(other.offers).toMatchObject({ made: 1, accepted: 1 });
      expect(other.lettings).toEqual({ signed: 1, timed: 1, medianDaysToLet: 7 });
      expect(other.waitingLists).toEqual({ members: 0, active: 0, activeShare: null, housed: 1, turnover: null });
      const refusal = await insight(fixture.companyId, 30, fixture.gb.slug).catch((error: unknown) => error);
      expect(isDomainError(refusal, 'NotFound')).toBe(true);
    });

    describe('through the provider API', () => {
      beforeAll(() => vi.stubEnv('ENABLE_TEST_CLOCK', '1'));
      afterAll(() => vi.unstubAllEnvs());
      const get = async (companyId: number, query: string) => {
        const { secret } = await createApiKey(testActorOf(companyId), 'Indsigt');
        const headers = { host: 'localhost:3000', authorization: `Bearer ${secret}`, [TEST_NOW_HEADER]: NOW.toISOString() };
        return insightRoute.GET(new Request(`http://localhost:3000/api/provider/v1/insight${query}`, { headers }));
      };

      it('answers the same numbers as the console, for each period and group', async () => {
        for (const [query, period, group] of [
          ['', 30, undefined],
          ['?period=90', 90, undefined],
          [`?period=365&group=${fixture.g1.slug}`, 365, fixture.g1.slug],
          [`?group=${fixture.g2.slug}`, 30, fixture.g2.slug],
        ] as const) {
          const response = await get(fixture.companyId, query);
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual(await insight(fixture.companyId, period, group));
        }
      });

      it("gives a key its own company's figures only, and another company's group is a 404", async () => {
        const other = await get(fixture.companyB, '');
        expect(await other.json()).toEqual(await insight(fixture.companyB, 30));
        expect((await get(fixture.companyB, `?group=${fixture.g1.slug}`)).status).toBe(404);
        expect((await get(fixture.companyId, `?group=${fixture.gb.slug}`)).status).toBe(404);
      });

      it('refuses a period it does not offer', async () => {
        const response = await get(fixture.companyId, '?period=31');
        expect(response.status).toBe(422);
        expect(((await response.json()) as { errors: { path: string }[] }).errors[0].path).toBe('query.period');
      });
    });
  },
  { install: true },
);
