import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { insertApplication } from '@/lib/applications/repository';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { auditEntries } from '@/lib/db/schema/audit';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import { tellPublishedLettings } from '@/lib/open-books/notice-service';
import { emailMessages } from '@/lib/db/schema/email';
import { waitingListOfferRecipients, waitingListOffers } from '@/lib/db/schema/waiting-list-offers';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { answerOffer, makeOffers } from '@/lib/offers/service';
import {
  companyLettings,
  getPublicationDelay,
  groupOutcomes,
  homeOutcome,
  listMyWaitingListsWithChances,
  placeFigures,
  setPublicationDelay,
} from '@/lib/open-books/service';
import type { MyWaitingListsWithChances } from '@/lib/open-books/schema';
import { companyRentWarnings, homeRentComparison } from '@/lib/open-books/rent-service';
import { answerWaitingListOffer, awardWaitingListOffer, makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';
import { ensureList } from '@/lib/waiting-lists/repository';
import { apiRequest } from './support/api-requests';
import { testActorOf } from './support/audit-actors';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine, installAsAppDatabase } from './support/databases';
import { companyWithKey, providerRequest } from './support/provider-requests';
import { signedInUser } from './support/sessions';
import * as lettingsRoute from '@/app/api/provider/v1/lettings/route';
import * as settingsRoute from '@/app/api/provider/v1/open-books/settings/route';
import * as consoleDelayRoute from '@/app/api/company/open-books/settings/route';
import * as membershipsRoute from '@/app/api/waiting-list-memberships/route';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

beforeAll(() => {
  vi.stubEnv('CPR_KEY', 'c'.repeat(64));
});
afterAll(() => {
  stopBackgroundDelivery();
  vi.unstubAllEnvs();
});

describeEachEngine('open books', (ctx) => {
  const db = () => ctx.handle.db as Db;
  let serial = 0;
  beforeAll(() => installAsAppDatabase(ctx.handle));

  async function person(label: string) {
    const id = randomUUID();
    const email = `${label}-${id}@example.dk`;
    await db()
      .insert(users)
      .values({ id, name: `Navn ${label}`, email });
    return { id, email, name: `Navn ${label}` };
  }

  async function member(listId: number, seniorityDate: string) {
    const who = await person(`medlem-${seniorityDate}`);
    const cpr = `0101${String(80 + (serial % 20)).padStart(2, '0')}-${String(2000 + serial++).slice(-4)}`;
    await db()
      .insert(waitingListMemberships)
      .values({
        listId,
        userId: who.id,
        seniorityDate,
        signedUpAt: new Date(`${seniorityDate}T10:00:00Z`),
        affiliation: 'Ingen tilknytning',
        cprEncrypted: encryptCpr(cpr),
        cprHmac: cprHmac(cpr),
      });
    return { ...who, cpr };
  }

  async function tokenMailedTo(email: string, segment: string) {
    const [mail] = await db()
      .select({ text: emailMessages.text })
      .from(emailMessages)
      .where(and(eq(emailMessages.to, email)))
      .orderBy(desc(emailMessages.id))
      .limit(1);
    const token = new RegExp(`/${segment}/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no ${segment} link mailed to ${email}`);
    return token;
  }

  async function listLetting(companyId?: number) {
    const externalId = `EJD-${++serial}`;
    const group = await createGroup(db(), {
      externalId,
      hasWaitingList: true,
      citySlug: 'open-books-by',
      postcode: '8210',
      ...(companyId ? { companyId } : {}),
    });
    const home = await createHome(db(), group.id, { externalId: 'LEJ-1', citySlug: 'open-books-by', postcode: '8210' });
    const list = await ensureList(db(), group.id);
    const years = [2014, 2015, 2016, 2017, 2018, 2019, 2020];
    const members: Awaited<ReturnType<typeof member>>[] = [];
    for (const year of years) members.push(await member(list.id, `${year}-06-01`));
    const actor = testActorOf(group.companyId);
    const key = { externalId };
    // The first round of two lets the home pass; the second of five gives it to the third in the queue.
    const first = await makeWaitingListOffer(
      actor,
      key,
      { homeId: 'LEJ-1', count: 2, deadline: at(2).toISOString() },
      { db: db(), now: T0 },
    );
    for (const m of members.slice(0, 2))
      await answerWaitingListOffer(await tokenMailedTo(m.email, 'ventelistetilbud'), 'notInterested', { db: db(), now: at(1) });
    const second = await makeWaitingListOffer(
      actor,
      key,
      { homeId: 'LEJ-1', count: 5, deadline: at(5).toISOString() },
      { db: db(), now: at(3) },
    );
    for (const m of members.slice(2, 4))
      await answerWaitingListOffer(await tokenMailedTo(m.email, 'ventelistetilbud'), 'interested', { db: db(), now: at(4) });
    const winner = second.recipients.find((r) => r.email === members[2].email)!;
    await awardWaitingListOffer(actor, key, second.id, { recipientId: winner.recipientId }, { db: db(), now: at(5.5) });
    return { group, home, members, first };
  }

  it('tells a waiting-list letting: when, how many were offered, the winner’s place and a bracket of five, never a name', async () => {
    const { group, home, members } = await listLetting();
    expect(await homeOutcome(home.slug, at(5))).toBeNull();

    const outcome = await homeOutcome(home.slug, at(6));
    expect(outcome).toEqual({
      route: 'waitingList',
      homeSlug: home.slug,
      homeLabel: expect.stringMatching(/^Testvej \d+$/),
      letOn: '2026-03-07',
      details: { pool: { exact: 7 }, position: 3, seniority: { from: 2014, to: 2018 }, daysToLet: 5 },
      indexable: true,
    });
    const told = JSON.stringify(outcome);
    for (const m of members) {
      expect(told).not.toContain(m.name);
      expect(told).not.toContain(m.email);
      expect(told).not.toContain(m.cpr);
    }
    // Out of search engines once old; still told.
    expect(await homeOutcome(home.slug, at(100))).toMatchObject({ indexable: false, details: { position: 3 } });

    const { recent, years } = await groupOutcomes(group.slug, at(6));
    expect(recent).toHaveLength(1);
    expect(years).toEqual([{ year: 2026, lettings: { fewerThan: 5 }, winningSeniority: null, offersPerHome: null, medianDaysToLet: null }]);
  });

  it('holds the details back for the company’s delay, never the letting itself', async () => {
    const { group, home } = await listLetting();
    const actor = testActorOf(group.companyId);
    expect(await setPublicationDelay(actor, 30)).toBe(30);
    expect(await homeOutcome(home.slug, at(6))).toMatchObject({ letOn: '2026-03-07', details: null });
    expect(await homeOutcome(home.slug, at(36))).toMatchObject({ details: { position: 3 } });
    expect(await setPublicationDelay(actor, 400)).toBe(90);
    expect(await homeOutcome(home.slug, at(36))).toMatchObject({ details: null });
    await setPublicationDelay(actor, 0);
  });

  it('tells an application letting once the accepted answer binds, with the number of applicants and no position', async () => {
    const group = await createGroup(db(), { citySlug: 'open-books-by', postcode: '8210' });
    const home = await createHome(db(), group.id, { citySlug: 'open-books-by', postcode: '8210' });
    const household = { adults: 1, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null };
    const applicants = [];
    for (let i = 0; i < 6; i++) {
      const who = await person(`ansoeger-${i}`);
      const values = { name: who.name, email: who.email, phone: '12345678', message: '', userId: who.id, propertyId: home.id, household };
      const id = await insertApplication(
        db(),
        { ...values, companyId: group.companyId, external: false, locale: 'da-DK' },
        at(-3 + i * 0.1),
      );
      applicants.push({ ...who, applicationId: id! });
    }
    const actor = testActorOf(group.companyId);
    await makeOffers(
      actor,
      { applicationIds: [applicants[0].applicationId], monthlyRent: 9000, moveInDate: '2026-05-01', deadline: at(2).toISOString() },
      T0,
    );
    await answerOffer(await tokenMailedTo(applicants[0].email, 'tilbud'), 'interested', at(1));
    // Still open: the answer may change until the deadline.
    expect(await homeOutcome(home.slug, at(1.5))).toBeNull();
    const outcome = await homeOutcome(home.slug, at(3));
    expect(outcome).toMatchObject({
      route: 'application',
      letOn: '2026-03-03',
      details: { pool: { exact: 6 }, position: null, seniority: null, daysToLet: 1 },
    });
    expect(JSON.stringify(outcome)).not.toContain(applicants[0].name);

    // The town's figures count both kinds of letting; under five, only "fewer than 5".
    const town = await placeFigures({ citySlug: 'open-books-by' }, at(40));
    expect(town.window.lettings).toEqual({ fewerThan: 5 });
    expect(town.window.offersPerHome).toBeNull();
    expect((await placeFigures({ postcode: '8210' }, at(40))).window.lettings).toEqual({ fewerThan: 5 });
  });

  it('states a home’s rent per m² beside the comparable homes of its postcode, else its town, and warns of one far outside', async () => {
    const now = new Date();
    const place = { citySlug: 'leje-by', city: 'Lejeby', postcode: '8300', postcodeName: 'Odder' };
    const group = await createGroup(db(), { ...place });
    const target = await createHome(db(), group.id, { ...place, sizeM2: 80, monthlyRent: 8800, type: 'apartment' });
    // Five in the band 75–99 m²: 1,000 to 1,400 kr./m² a year.
    for (const perM2 of [1000, 1100, 1200, 1300, 1400])
      await createHome(db(), group.id, { ...place, sizeM2: 90, monthlyRent: (perM2 * 90) / 12 });
    // Not comparable: another type, another band, listed three years ago.
    await createHome(db(), group.id, { ...place, sizeM2: 90, monthlyRent: 30000, type: 'house' });
    await createHome(db(), group.id, { ...place, sizeM2: 140, monthlyRent: 30000 });
    const old = await createHome(db(), group.id, {
      ...place,
      sizeM2: 90,
      monthlyRent: 30000,
      publishedAt: new Date(now.getTime() - 3 * 365 * DAY),
    });

    const comparison = await homeRentComparison({ slug: target.slug, citySlug: 'leje-by' }, now);
    // The 10th and 90th percentiles of 1,000…1,400.
    expect(comparison).toEqual({
      homeSlug: target.slug,
      perM2: 1320,
      band: { from: 75, to: 100 },
      place: { kind: 'postcode', postcode: '8300', district: 'Odder' },
      range: { low: 1040, high: 1360, homes: 5 },
      farOutside: false,
    });

    // A home in a postcode of its own compares with the town; one priced far above is flagged.
    const lone = await createHome(db(), group.id, { ...place, postcode: '8301', sizeM2: 85, monthlyRent: 20000 });
    expect(await homeRentComparison({ slug: lone.slug, citySlug: 'leje-by' }, now)).toMatchObject({
      place: { kind: 'town', city: 'Lejeby' },
      range: { homes: 6 },
      farOutside: true,
    });
    // The console warns of each home far outside, however long ago it was listed; a home without comparables has no range to be outside.
    const warnings = await companyRentWarnings(group.companyId, now);
    expect([...warnings.keys()]).toEqual([old.slug, lone.slug]);
  });

  it('gives a CRM the same outcome through the provider API, and takes its delay there (0–90 days)', async () => {
    const { companyId, key } = await companyWithKey(db());
    const { home } = await listLetting(companyId);
    const other = await companyWithKey(db());
    const get = (k: string) => lettingsRoute.GET(providerRequest('GET', '/lettings', { key: k }), { params: Promise.resolve({}) });
    const answer = await get(key);
    expect(answer.status).toBe(200);
    const { items } = (await answer.json()) as { items: unknown[] };
    // What the home's page tells, word for word.
    const { indexable: _indexable, ...told } = (await homeOutcome(home.slug))!;
    expect(items).toEqual([told]);
    expect(told.details).toMatchObject({ position: 3 });
    // Another company sees none of it.
    expect(((await (await get(other.key)).json()) as { items: unknown[] }).items).toEqual([]);

    const put = (body: unknown) =>
      settingsRoute.PUT(providerRequest('PUT', '/open-books/settings', { key, body }), { params: Promise.resolve({}) });
    expect(await (await put({ delayDays: 14 })).json()).toEqual({ delayDays: 14 });
    expect((await put({ delayDays: 91 })).status).toBe(422);
    expect((await put({ delayDays: -1 })).status).toBe(422);
    const read = await settingsRoute.GET(providerRequest('GET', '/open-books/settings', { key }), { params: Promise.resolve({}) });
    expect(await read.json()).toEqual({ delayDays: 14 });
    expect(
      await (
        await settingsRoute.GET(providerRequest('GET', '/open-books/settings', { key: other.key }), { params: Promise.resolve({}) })
      ).json(),
    ).toEqual({ delayDays: 0 });
    // Each change is in the company's log, under the key that made it; the refused ones wrote nothing.
    expect(await delayLog(companyId)).toEqual([{ delayDays: 14 }]);
  });

  async function delayLog(companyId: number) {
    const rows = await db()
      .select({ detail: auditEntries.detail })
      .from(auditEntries)
      .where(and(eq(auditEntries.companyId, companyId), eq(auditEntries.action, 'openBooks.delayChanged')))
      .orderBy(auditEntries.id);
    return rows.map((row) => row.detail);
  }

  it('shows a member the seniority that won their list’s last homes beside their own place, and says when too few to estimate from', async () => {
    const { group, members } = await listLetting();
    const list = await ensureList(db(), group.id);
    const signedIn = await signedInUser(db());
    await db()
      .insert(waitingListMemberships)
      .values({
        listId: list.id,
        userId: signedIn.id,
        seniorityDate: '2021-02-01',
        signedUpAt: new Date('2021-02-01T10:00:00Z'),
        affiliation: 'Ingen tilknytning',
        cprEncrypted: encryptCpr('010190-1234'),
        cprHmac: cprHmac('010190-1234'),
      });
    const letting = {
      letOn: '2026-03-07',
      details: { pool: { exact: 7 }, position: 3, seniority: { from: 2014, to: 2018 }, daysToLet: 5 },
    };

    // A member of the list who was offered the home and did not get it.
    const mine = await listMyWaitingListsWithChances({ id: members[3].id }, at(6));
    expect(mine.memberships).toHaveLength(1);
    expect(mine.chances).toEqual([{ membershipId: mine.memberships[0].id, recent: [expect.objectContaining(letting)], estimate: null }]);
    expect(JSON.stringify(mine.chances)).not.toContain(members[2].name);

    // /ventelister's route answers the signed-in person's own lists with the same, and nobody else's.
    const answer = await membershipsRoute.GET(apiRequest('GET', 'waiting-list-memberships', { cookie: signedIn.cookie }));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as MyWaitingListsWithChances;
    expect(body.memberships.map((m) => m.seniorityDate)).toEqual(['2021-02-01']);
    expect(body.chances).toEqual([{ membershipId: body.memberships[0].id, recent: [expect.objectContaining(letting)], estimate: null }]);
    const stranger = await signedInUser(db());
    const theirs = (await (
      await membershipsRoute.GET(apiRequest('GET', 'waiting-list-memberships', { cookie: stranger.cookie }))
    ).json()) as MyWaitingListsWithChances;
    expect(theirs).toMatchObject({ memberships: [], chances: [] });
  });

  it('estimates a member’s wait from how long the winners of the list’s last five homes had waited', async () => {
    const group = await createGroup(db(), { hasWaitingList: true, citySlug: 'open-books-by', postcode: '8210' });
    const list = await ensureList(db(), group.id);
    // Five homes, each offered to five members signed up in 2020 and given to the first 10 days apart.
    for (let i = 0; i < 5; i++) {
      const home = await createHome(db(), group.id, { externalId: `LEJ-V${i}`, citySlug: 'open-books-by', postcode: '8210' });
      const [offer] = await db()
        .insert(waitingListOffers)
        .values({ listId: list.id, propertyId: home.id, deadline: at(10 * i - 1), createdAt: at(10 * i - 5) })
        .returning({ id: waitingListOffers.id });
      const pool = [];
      for (let n = 0; n < 5; n++) pool.push(await person(`pulje-${i}-${n}`));
      const recipients = await db()
        .insert(waitingListOfferRecipients)
        .values(
          pool.map((who, n) => ({
            offerId: offer.id,
            userId: who.id,
            position: n + 1,
            seniorityDate: '2020-06-01',
            locale: 'da-DK' as const,
            answer: n === 0 ? ('interested' as const) : ('notInterested' as const),
            answeredAt: at(10 * i - 4),
          })),
        )
        .returning({ id: waitingListOfferRecipients.id });
      await db()
        .update(waitingListOffers)
        .set({ awardedRecipientId: recipients[0].id, awardedAt: at(10 * i) })
        .where(eq(waitingListOffers.id, offer.id));
    }
    const waiting = await member(list.id, '2024-03-02');
    // The winners (bracket 2020, read as 1 July 2020) had waited 68–69 months; the member, at 12 April 2026, 25.
    const mine = await listMyWaitingListsWithChances({ id: waiting.id }, at(41));
    expect(mine.chances).toHaveLength(1);
    expect(mine.chances[0].recent).toHaveLength(5);
    expect(mine.chances[0].estimate).toEqual({ lettings: 5, waitedFrom: 68, waitedTo: 69, waited: 25, minMonths: 43, maxMonths: 44 });
  });

  it('tells a company’s webhooks of each letting once, at the letting without a delay, else once the delay passed', async () => {
    const listening = async () => {
      const company = await companyWithKey(db());
      await db()
        .insert(webhookEndpoints)
        .values({ companyId: company.companyId, url: 'http://127.0.0.1:9/hooks', secret: 'whsec_t', events: ['letting.published'] });
      return company.companyId;
    };
    const events = async (companyId: number) =>
      (
        await db()
          .select({ payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.eventType, 'letting.published')))
      ).map((row) => row.payload as { type: string; data: unknown });

    // No delay: told at the first run after the letting (awarded at day 5.5), with what GET /lettings says.
    const now = await listening();
    await listLetting(now);
    await tellPublishedLettings(db(), at(5));
    expect(await events(now)).toEqual([]);
    // Two nodes running the job at once still tell it once.
    await Promise.all([tellPublishedLettings(db(), at(6)), tellPublishedLettings(db(), at(6))]);
    const told = await events(now);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'letting.published', data: (await companyLettings(now, at(6))).items[0] });
    expect(told[0].data).toMatchObject({ details: { position: 3 } });

    // A delay of 7 days: nothing before it has passed, one event after, and a second run adds none.
    const later = await listening();
    await setPublicationDelay(testActorOf(later), 7);
    await listLetting(later);
    await tellPublishedLettings(db(), at(12));
    expect(await events(later)).toEqual([]);
    await tellPublishedLettings(db(), at(13));
    await tellPublishedLettings(db(), at(14));
    expect(await events(later)).toHaveLength(1);
    expect(await events(now)).toHaveLength(1);
  });

  it('lets the company’s staff set the delay in the console, with the API’s rules, in their language, and logs it', async () => {
    const { companyId } = await companyWithKey(db());
    const other = await companyWithKey(db());
    const staff = await signedInUser(db());
    const outsider = await signedInUser(db());
    await db().insert(companyMembers).values({ userId: staff.id, companyId, role: 'member' });
    const put = (cookie: string, body: unknown, company = companyId) =>
      consoleDelayRoute.PUT(apiRequest('PUT', `company/open-books/settings?company=${company}`, { cookie, body, locale: 'da' }));

    const saved = await put(staff.cookie, { delayDays: 21 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ delayDays: 21 });
    expect(await getPublicationDelay(companyId)).toBe(21);
    // The same again changes nothing and logs nothing.
    expect((await put(staff.cookie, { delayDays: 21 })).status).toBe(200);

    for (const delayDays of [91, -1, 2.5, '', null, '14']) {
      const refused = await put(staff.cookie, { delayDays });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Skriv et helt antal dage fra 0 til 90.');
    }
    expect(await getPublicationDelay(companyId)).toBe(21);

    // Neither someone outside the company nor a member acting on another company changes anything.
    expect((await put(outsider.cookie, { delayDays: 3 })).status).toBe(404);
    expect((await put(staff.cookie, { delayDays: 3 }, other.companyId)).status).toBe(404);
    expect(await getPublicationDelay(other.companyId)).toBe(0);
    expect(await delayLog(companyId)).toEqual([{ delayDays: 21 }]);
    expect(await delayLog(other.companyId)).toEqual([]);
  });
});
