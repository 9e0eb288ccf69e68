import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import * as membersRoute from '@/app/api/provider/v1/groups/[groupId]/waiting-list/members/route';
import * as offersRoute from '@/app/api/provider/v1/groups/[groupId]/waiting-list/offers/route';
import * as offerRoute from '@/app/api/provider/v1/groups/[groupId]/waiting-list/offers/[offerId]/route';
import * as awardRoute from '@/app/api/provider/v1/groups/[groupId]/waiting-list/offers/[offerId]/award/route';
import * as answerRoute from '@/app/api/waiting-list-offers/[token]/route';
import * as consoleOffersRoute from '@/app/api/company/waiting-lists/[groupId]/offers/route';
import * as consoleAwardRoute from '@/app/api/company/waiting-lists/[groupId]/offers/[offerId]/award/route';
import * as consoleSettingsRoute from '@/app/api/company/waiting-lists/[groupId]/settings/route';
import { auditEntries } from '@/lib/db/schema/audit';
import { MITID_VARIABLES } from '@/lib/mitid/settings';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { waitingListExits, waitingListMemberships, waitingListInvitations, type MembershipState } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { runJob } from '@/lib/jobs/run';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import type { ProviderMembersPage, ProviderWaitingListOffer } from '@/lib/waiting-lists/offer-schema';
import {
  answerWaitingListOffer,
  awardWaitingListOffer,
  getWaitingListOfferByToken,
  makeWaitingListOffer,
} from '@/lib/waiting-lists/offer-service';
import { getWaitingListConsole, makeOfferFromConsole } from '@/lib/waiting-lists/console-service';
import { ensureList } from '@/lib/waiting-lists/repository';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine, installAsAppDatabase } from './support/databases';
import { companyWithKey, providerRequest, withParams } from './support/provider-requests';
import { signedInUser } from './support/sessions';
import { testActorOf } from './support/audit-actors';

const DAY = 24 * 60 * 60 * 1000;
/*
 * The controlled clock runs a month ahead of the real one. The API tests' offers have deadlines a
 * few days from the real clock; with a fixed date, those deadlines drifted into the window where the
 * passive test counts missed deadlines, and its counts stopped being its own as the calendar moved.
 */
const NOW = new Date(Date.now() + 30 * DAY);
const inDays = (days: number, from = NOW) => new Date(from.getTime() + days * DAY);
type Criteria = Record<'sizeFrom' | 'sizeTo' | 'roomsFrom' | 'roomsTo' | 'rentFrom' | 'rentTo', number | null>;
const NO_CRITERIA: Criteria = { sizeFrom: null, sizeTo: null, roomsFrom: null, roomsTo: null, rentFrom: null, rentTo: null };

beforeAll(() => {
  vi.stubEnv('CPR_KEY', 'b'.repeat(64));
});
afterAll(() => {
  stopBackgroundDelivery();
  vi.unstubAllEnvs();
});

describeEachEngine(
  'waiting-list offers',
  (ctx) => {
    const db = () => ctx.handle.db as Db;
    let cprSerial = 0;

    /** A company with a key, its group with a list, and one home of 3 rooms, 80 m², 9,000 kr. */
    async function landlord() {
      const { companyId, key } = await companyWithKey(db());
      const externalId = `EJD-${randomUUID().slice(0, 8)}`;
      const group = await createGroup(db(), { companyId, externalId, hasWaitingList: true });
      const home = await createHome(db(), group.id, { externalId: 'LEJ-1', rooms: 3, sizeM2: 80, monthlyRent: 9000 });
      const list = await ensureList(db(), group.id);
      return { key, companyId, groupId: externalId, group, home, list };
    }

    /** A member with seniority `seniorityDate`; criteria and state as given. */
    async function member(
      listId: number,
      seniorityDate: string,
      extra: { state?: MembershipState; criteria?: Partial<Criteria>; locale?: 'da-DK' | 'en-DK' } = {},
    ) {
      const id = randomUUID();
      const email = `m-${id}@example.dk`;
      await db()
        .insert(users)
        .values({ id, name: `Medlem ${seniorityDate}`, email });
      const cpr = `0101${String(80 + (cprSerial % 20)).padStart(2, '0')}-${String(1000 + cprSerial++).slice(-4)}`;
      const [row] = await db()
        .insert(waitingListMemberships)
        .values({
          listId,
          userId: id,
          seniorityDate,
          state: extra.state ?? 'active',
          locale: extra.locale ?? 'da-DK',
          affiliation: 'Ingen tilknytning',
          cprEncrypted: encryptCpr(cpr),
          cprHmac: cprHmac(cpr),
          ...NO_CRITERIA,
          ...extra.criteria,
        })
        .returning();
      return { membershipId: row.id, userId: id, email, cpr };
    }

    const post = (route: typeof offersRoute.POST, path: string, key: string, body: unknown, params: Record<string, string>) =>
      route(providerRequest('POST', path, { key, body }), withParams(params));

    async function offerThroughApi(l: Awaited<ReturnType<typeof landlord>>, body: Record<string, unknown>) {
      const response = await post(offersRoute.POST, `/groups/${l.groupId}/waiting-list/offers`, l.key, body, { groupId: l.groupId });
      return { status: response.status, body: (await response.json()) as ProviderWaitingListOffer & { type?: string } };
    }

    /** The link of the last offer mail to `email`, and its token. */
    async function offerLink(email: string) {
      const mails = await db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, email), eq(emailMessages.template, 'waitingListOffer')));
      const url = mails.at(-1)?.text.match(/https?:\/\/\S+\/ventelistetilbud\/([A-Za-z0-9_-]{43})/);
      if (!url) throw new Error(`no offer mail to ${email}`);
      return url[1];
    }

    beforeAll(() => installAsAppDatabase(ctx.handle));

    it('offers the home to the next active members whose criteria fit, in queue order, each with a mail', async () => {
      const l = await landlord();
      const first = await member(l.list.id, '2010-01-01');
      await member(l.list.id, '2011-01-01', { state: 'passive' });
      await member(l.list.id, '2012-01-01', { criteria: { roomsFrom: 4 } });
      await member(l.list.id, '2013-01-01', { criteria: { rentTo: 8999 } });
      const fits = await member(l.list.id, '2014-01-01', {
        criteria: { sizeFrom: 80, sizeTo: 80, rentTo: 9000, roomsTo: 3 },
        locale: 'en-DK',
      });
      const later = await member(l.list.id, '2015-01-01');

      const deadline = inDays(7, new Date()).toISOString();
      const { status, body } = await offerThroughApi(l, { homeId: 'LEJ-1', count: 2, deadline });
      expect(status).toBe(201);
      expect(body.recipients.map((r) => [r.position, r.answer])).toEqual([
        [1, null],
        [5, null],
      ]);
      expect(body.recipients.map((r) => r.email)).toEqual([first.email, fits.email]);
      const token = await offerLink(first.email);
      const mail = (await db().select().from(emailMessages).where(eq(emailMessages.to, first.email)))[0];
      expect(mail.text).not.toContain(first.cpr);
      // The home's address as every other page and mail writes it: its postal district, not its town.
      expect(mail.text).toMatch(/Testvej \d+, 8000 Aarhus C\b/);
      // Each in the language they signed up in.
      const [english] = await db().select().from(emailMessages).where(eq(emailMessages.to, fits.email));
      expect(english).toMatchObject({ locale: 'en-DK', subject: expect.stringMatching(/^Offer from the waiting list/) });
      expect(english.text).toContain('/en-DK/ventelistetilbud/');
      expect(mail.locale).toBe('da-DK');
      // A Danish mail names its language: opened after a visit to English pages, it still opens in Danish.
      expect(mail.text).toContain('/da-DK/ventelistetilbud/');

      // The same home offered again reaches the member after them, never the same person twice.
      const again = await offerThroughApi(l, { homeId: 'LEJ-1', count: 5, deadline });
      expect(again.body.recipients.map((r) => r.email)).toEqual([later.email]);
      const none = await offerThroughApi(l, { homeId: 'LEJ-1', count: 1, deadline });
      expect(none.status).toBe(422);
      expect(none.body.type).toBe('/udvikler#problem-no-matching-members');

      const view = await getWaitingListOfferByToken(token);
      expect(view).toMatchObject({ open: true, answer: null, rooms: 3, sizeM2: 80, monthlyRent: 9000, outcome: null });
      expect(JSON.stringify(view)).not.toContain(token);
    });

    it('refuses deadlines out of range, another company’s group and an unknown home', async () => {
      const l = await landlord();
      const other = await companyWithKey(db());
      await member(l.list.id, '2010-01-01');
      const soon = await offerThroughApi(l, { homeId: 'LEJ-1', deadline: new Date(Date.now() + 60_000).toISOString() });
      expect(soon.status).toBe(422);
      const far = await offerThroughApi(l, { homeId: 'LEJ-1', deadline: inDays(61, new Date()).toISOString() });
      expect(far.status).toBe(422);
      const unknownHome = await offerThroughApi(l, { homeId: 'LEJ-404', deadline: inDays(3, new Date()).toISOString() });
      expect(unknownHome.status).toBe(404);
      const foreign = await offerThroughApi({ ...l, key: other.key }, { homeId: 'LEJ-1', deadline: inDays(3, new Date()).toISOString() });
      expect(foreign.status).toBe(404);
      expect(await db().select().from(emailMessages).where(eq(emailMessages.template, 'waitingListOffer'))).not.toHaveLength(0);
    });

    it('takes and changes an answer until the deadline, then keeps it (422); unknown links are 404', async () => {
      const l = await landlord();
      const person = await member(l.list.id, '2010-01-01');
      await makeWaitingListOffer(
        testActorOf(l.companyId),
        { externalId: l.groupId },
        { homeId: 'LEJ-1', deadline: inDays(2).toISOString() },
        { db: db(), now: NOW },
      );
      const token = await offerLink(person.email);

      expect((await answerWaitingListOffer(token, 'notInterested', { db: db(), now: inDays(1) })).answer).toBe('notInterested');
      expect((await answerWaitingListOffer(token, 'interested', { db: db(), now: inDays(1.5) })).answer).toBe('interested');
      await expect(answerWaitingListOffer(token, 'notInterested', { db: db(), now: inDays(2) })).rejects.toMatchObject({
        code: 'Rejected',
      });
      expect(await getWaitingListOfferByToken(token, { db: db(), now: inDays(3) })).toMatchObject({ open: false, answer: 'interested' });

      const answer = (t: string) =>
        answerRoute.POST(apiRequest('POST', `waiting-list-offers/${t}`, { body: { answer: 'interested' } }), withParams({ token: t }));
      expect((await answer('x'.repeat(43))).status).toBe(404);
      expect((await answer('not-a-token')).status).toBe(404);
      const bad = await answerRoute.POST(
        apiRequest('POST', `waiting-list-offers/${token}`, { body: { answer: 'maybe' } }),
        withParams({ token }),
      );
      expect(bad.status).toBe(400);
      expect(await getWaitingListOfferByToken('y'.repeat(43))).toBeNull();
    });

    it('awards the home to an interested member, who leaves as housed; the others are told; once', async () => {
      const l = await landlord();
      const winner = await member(l.list.id, '2010-01-01');
      const loser = await member(l.list.id, '2011-01-01');
      const silent = await member(l.list.id, '2012-01-01');
      const offer = await makeWaitingListOffer(
        testActorOf(l.companyId),
        { externalId: l.groupId },
        {
          homeId: 'LEJ-1',
          count: 3,
          deadline: inDays(3, new Date()).toISOString(),
        },
      );
      await answerWaitingListOffer(await offerLink(winner.email), 'interested');
      await answerWaitingListOffer(await offerLink(loser.email), 'interested');
      const [winnerRecipient, , silentRecipient] = offer.recipients;

      const award = (recipientId: number, key = l.key) =>
        post(
          awardRoute.POST,
          `/groups/${l.groupId}/waiting-list/offers/${offer.id}/award`,
          key,
          { recipientId },
          { groupId: l.groupId, offerId: String(offer.id) },
        );
      expect((await award(silentRecipient.recipientId)).status).toBe(409);
      expect((await award(winnerRecipient.recipientId, (await companyWithKey(db())).key)).status).toBe(404);
      const done = await award(winnerRecipient.recipientId);
      expect(done.status).toBe(200);
      expect(((await done.json()) as ProviderWaitingListOffer).awardedRecipientId).toBe(winnerRecipient.recipientId);
      expect((await award(winnerRecipient.recipientId)).status).toBe(409);

      expect(await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.id, winner.membershipId))).toHaveLength(0);
      expect(await db().select().from(waitingListExits).where(eq(waitingListExits.listId, l.list.id))).toEqual([
        expect.objectContaining({ reason: 'housed' }),
      ]);
      for (const other of [loser, silent]) {
        const mails = await db().select().from(emailMessages).where(eq(emailMessages.to, other.email));
        expect(mails.map((mail) => mail.template)).toContain('waitingListOfferOutcome');
      }
      expect(await getWaitingListOfferByToken(await offerLink(loser.email))).toMatchObject({ open: false, outcome: 'lost' });
      expect(await getWaitingListOfferByToken(await offerLink(winner.email))).toMatchObject({ outcome: 'won' });

      const read = await offerRoute.GET(
        providerRequest('GET', `/groups/${l.groupId}/waiting-list/offers/${offer.id}`, { key: l.key }),
        withParams({ groupId: l.groupId, offerId: String(offer.id) }),
      );
      const body = (await read.json()) as ProviderWaitingListOffer;
      expect(body.recipients.map((r) => [r.answer, r.stillMember])).toEqual([
        ['interested', false],
        ['interested', true],
        [null, true],
      ]);
    });

    it('sets a member passive after three offers in a row pass unanswered, once, with a mail', async () => {
      const l = await landlord();
      const person = await member(l.list.id, '2010-01-01');
      const homes = await Promise.all(['A', 'B', 'C', 'D'].map((id) => createHome(db(), l.group.id, { externalId: `LEJ-${id}` })));
      const offerAt = (i: number) =>
        makeWaitingListOffer(
          testActorOf(l.companyId),
          { externalId: l.groupId },
          { homeId: `LEJ-${'ABCD'[i]}`, deadline: inDays(i * 3 + 2).toISOString() },
          { db: db(), now: inDays(i * 3) },
        );
      expect(homes).toHaveLength(4);

      await offerAt(0);
      await answerWaitingListOffer(await offerLink(person.email), 'notInterested', { db: db(), now: inDays(1) });
      await offerAt(1);
      await offerAt(2);
      const job = (now: Date) => runJob('close-waiting-list-offers', { handle: ctx.handle, now });
      await job(inDays(9));
      expect((await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.id, person.membershipId)))[0].state).toBe(
        'active',
      );

      await offerAt(3);
      expect(await job(inDays(12))).toMatchObject({ result: { counted: 1, setPassive: 1 } });
      expect(await job(inDays(13))).toMatchObject({ result: { counted: 0, setPassive: 0 } });
      expect((await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.id, person.membershipId)))[0].state).toBe(
        'passive',
      );
      const mails = await db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'waitingListSetPassive')));
      expect(mails).toHaveLength(1);
    });

    it('lists members in queue order with the CPR masked, pages on, and imports a legacy member', async () => {
      const l = await landlord();
      const a = await member(l.list.id, '2012-05-01');
      const b = await member(l.list.id, '2010-05-01', { state: 'passive' });
      await member(l.list.id, '2011-05-01');
      const list = (query: string, key = l.key) =>
        membersRoute.GET(
          providerRequest('GET', `/groups/${l.groupId}/waiting-list/members${query}`, { key }),
          withParams({ groupId: l.groupId }),
        );

      const page = (await (await list('?limit=2')).json()) as ProviderMembersPage;
      expect(page.items.map((m) => [m.position, m.activePosition, m.state])).toEqual([
        [1, null, 'passive'],
        [2, 1, 'active'],
      ]);
      expect(page.items[0].cpr).toMatch(/^\d{6}-XXXX$/);
      expect(JSON.stringify(page)).not.toContain(b.cpr);
      const next = (await (await list(`?limit=2&after=${page.nextAfter}`)).json()) as ProviderMembersPage;
      expect(next).toMatchObject({ items: [{ email: a.email, position: 3 }], nextAfter: null });
      const active = (await (await list('?state=active')).json()) as ProviderMembersPage;
      expect(active.items).toHaveLength(2);
      expect((await list('', (await companyWithKey(db())).key)).status).toBe(404);
      expect((await list('?limit=0')).status).toBe(422);

      const imported = await post(
        membersRoute.POST,
        `/groups/${l.groupId}/waiting-list/members`,
        l.key,
        { email: 'gammel@example.dk', name: 'Gammel Medlem', seniorityDate: '2005-02-01' },
        { groupId: l.groupId },
      );
      expect(imported.status).toBe(201);
      expect(await db().select().from(waitingListInvitations).where(eq(waitingListInvitations.email, 'gammel@example.dk'))).toHaveLength(1);
    });

    it('holds the offer and outcome mails made at night until 07:00, and the console says so', async () => {
      const l = await landlord();
      const winner = await member(l.list.id, '2010-01-01');
      const other = await member(l.list.id, '2011-01-01');
      const night = new Date('2031-05-12T21:30:00Z'); // 23:30 in Copenhagen: mails leave 07:00, 05:00 UTC
      const form = { homeId: l.home.id, count: 2, deadlineDate: '2031-05-20', deadlineTime: '12:00' };
      const offer = await makeOfferFromConsole(testActorOf(l.companyId), l.group.id, form, night);
      expect(offer.mailsHeldUntil).toBe('07:00');
      const dueOf = async (email: string, template: string) =>
        (
          await db()
            .select()
            .from(emailMessages)
            .where(and(eq(emailMessages.to, email), eq(emailMessages.template, template)))
        ).map((mail) => mail.nextAttemptAt.toISOString());
      expect(await dueOf(winner.email, 'waitingListOffer')).toEqual(['2031-05-13T05:00:00.000Z']);

      await answerWaitingListOffer(await offerLink(winner.email), 'interested', { now: night });
      const recipientId = offer.recipients[0].recipientId;
      await awardWaitingListOffer(testActorOf(l.companyId), { id: l.group.id }, offer.id, { recipientId }, { now: night });
      expect(await dueOf(other.email, 'waitingListOfferOutcome')).toEqual(['2031-05-13T05:00:00.000Z']);

      // By day the console says the mails went.
      const day = new Date('2031-05-13T10:00:00Z');
      await member(l.list.id, '2012-01-01');
      expect((await makeOfferFromConsole(testActorOf(l.companyId), l.group.id, { ...form, count: 1 }, day)).mailsHeldUntil).toBeNull();
    });

    it('the console requires MitID for the company’s own list only while MitID is on, and logs the change', async () => {
      const l = await landlord();
      const other = await landlord();
      const staff = await signedInUser(db());
      await db().insert(companyMembers).values({ userId: staff.id, companyId: l.companyId, role: 'member' });
      const change = (groupId: number, requiresMitid: boolean) =>
        consoleSettingsRoute.PUT(
          apiRequest('PUT', `company/waiting-lists/${groupId}/settings`, { cookie: staff.cookie, body: { requiresMitid } }),
          withParams({ groupId: String(groupId) }),
        );
      const off = await change(l.group.id, true);
      expect(off.status).toBe(422);
      expect(await off.text()).toBe('MitID is not switched on here, so a waiting list cannot require it. Nothing was saved.');
      expect((await getWaitingListConsole(l.companyId, l.group.id)).selected).toMatchObject({
        requiresMitid: false,
        mitidAvailable: false,
      });

      vi.stubEnv('MITID_ISSUER_URL', 'https://broker.example');
      vi.stubEnv('MITID_CLIENT_ID', 'hjemly');
      vi.stubEnv('MITID_CLIENT_SECRET', 'secret');
      try {
        expect((await change(other.group.id, true)).status).toBe(404);
        expect((await change(l.group.id, true)).status).toBe(200);
        expect((await getWaitingListConsole(l.companyId, l.group.id)).selected).toMatchObject({
          requiresMitid: true,
          mitidAvailable: true,
        });
        expect((await getWaitingListConsole(other.companyId, other.group.id)).selected).toMatchObject({ requiresMitid: false });
      } finally {
        for (const name of MITID_VARIABLES) vi.stubEnv(name, '');
      }
      // Turning it off needs no MitID.
      expect((await change(l.group.id, false)).status).toBe(200);
      const logged = await db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.companyId, l.companyId), eq(auditEntries.action, 'waitingList.settingsChanged')))
        .orderBy(auditEntries.id);
      expect(logged.map((entry) => [entry.action, entry.detail])).toEqual([
        ['waitingList.settingsChanged', { requiresMitid: true }],
        ['waitingList.settingsChanged', { requiresMitid: false }],
      ]);
    });

    it('works from the console for the company’s own members only, with the deadline in Danish time', async () => {
      const l = await landlord();
      const person = await member(l.list.id, '2010-01-01');
      const staff = await signedInUser(db());
      const outsider = await signedInUser(db());
      await db().insert(companyMembers).values({ userId: staff.id, companyId: l.companyId, role: 'member' });
      const groupParams = { groupId: String(l.group.id) };
      // A month ahead: a deadline must lie within 60 days of today.
      const deadlineDate = addDays(todayInCopenhagen(), 30);
      const offerBody = { homeId: l.home.id, count: 1, deadlineDate, deadlineTime: '12:00' };
      const make = (cookie: string, body: unknown = offerBody) =>
        consoleOffersRoute.POST(
          apiRequest('POST', `company/waiting-lists/${l.group.id}/offers`, { cookie, body }),
          withParams(groupParams),
        );

      expect((await make(outsider.cookie)).status).toBe(404);
      const invalid = await make(staff.cookie, { ...offerBody, deadlineTime: '25:00' });
      expect(invalid.status).toBe(400);
      const made = await make(staff.cookie);
      expect(made.status).toBe(200);
      const offer = (await made.json()) as ProviderWaitingListOffer;
      // 12:00 Danish time: 11:00 UTC in winter, 10:00 in summer.
      expect(offer.deadline).toBe(instantInCopenhagen(deadlineDate, '12:00').toISOString());
      expect(offer.recipients.map((r) => r.email)).toEqual([person.email]);

      const console = await getWaitingListConsole(l.companyId, l.group.id);
      expect(console.selected).toMatchObject({ groupId: l.group.id, offers: [{ id: offer.id }], members: [{ email: person.email }] });
      expect(console.selected?.members[0].cpr).toMatch(/^\d{6}-XXXX$/);

      await answerWaitingListOffer(await offerLink(person.email), 'interested');
      const award = (cookie: string) =>
        consoleAwardRoute.POST(
          apiRequest('POST', `company/waiting-lists/${l.group.id}/offers/${offer.id}/award`, {
            cookie,
            body: { recipientId: offer.recipients[0].recipientId },
          }),
          withParams({ ...groupParams, offerId: String(offer.id) }),
        );
      expect((await award(outsider.cookie)).status).toBe(404);
      expect((await award(staff.cookie)).status).toBe(200);
    });
  },
  { install: true },
);

describe('waiting-list offer rules', () => {
  it('needs at least 24 hours to answer', async () => {
    await expect(
      makeWaitingListOffer(
        testActorOf(1),
        { externalId: 'x' },
        { homeId: 'h', deadline: new Date(Date.now() + DAY - 60_000).toISOString() },
      ),
    ).rejects.toMatchObject({
      code: 'Rejected',
    });
  });
});
