import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as openLeaseRoute from '@/app/api/account/contracts/[id]/open/route';
import * as accountHomeRoute from '@/app/api/account/home-base/route';
import * as openListOfferRoute from '@/app/api/account/waiting-list-offers/[id]/open/route';
import * as sessionRoute from '@/app/api/account/session/route';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { contracts, contractTenants, offers } from '@/lib/db/schema/offers';
import { openHouseEvents, openHouseRegistrations } from '@/lib/db/schema/open-house';
import { waitingListMemberships, waitingListPositionSnapshots } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { countAwaiting, getHomeBase } from '@/lib/home-base/service';
import type { AccountSession, HomeBase } from '@/lib/home-base/schema';
import { getContractByToken } from '@/lib/offers/contract-service';
import { createViewing } from '@/lib/viewings/landlord-service';
import { insertSurvey } from '@/lib/viewings/repository';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { getWaitingListOfferByToken, makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';
import { ensureList } from '@/lib/waiting-lists/repository';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { withTestSecrets } from './support/test-secrets';
import { describeEachEngine } from './support/databases';
import { testActorOf } from './support/audit-actors';
import { signedInUser } from './support/sessions';

// The account's home base gathers every area's items for one person, soonest deadline first.
// Every call passes its own `now`; the dates lie far ahead so no real clock decides anything.
const NOW = new Date('2031-05-10T09:00:00Z');
const OFFER_DEADLINE = new Date('2031-05-11T10:00:00Z'); // the soonest
const VIEWING_DAY = '2031-05-13'; // 18:00 Danish time = 16:00 UTC: the invitation's last moment
const LIST_OFFER_DEADLINE = new Date('2031-05-20T10:00:00Z'); // the latest
const OPEN_HOUSE_START = new Date('2031-05-15T14:00:00Z');

withTestSecrets({ cprKey: 'c'.repeat(64) });

describeEachEngine(
  'the account home base',
  (ctx) => {
    const db = () => ctx.handle.db as Db;
    let serial = 0;

    async function person() {
      const id = randomUUID();
      const n = ++serial;
      await db()
        .insert(users)
        .values({ id, name: `Sofie Hjem${n}`, email: `hjem-${id}@example.dk` });
      return { id, name: `Sofie Hjem${n}`, email: `hjem-${id}@example.dk`, deactivated: false };
    }

    async function member(listId: number, userId: string) {
      const cpr = `0303${String(70 + (++serial % 20)).padStart(2, '0')}${String(3000 + serial).slice(-4)}`;
      const [row] = await db()
        .insert(waitingListMemberships)
        .values({
          listId,
          userId,
          seniorityDate: `2015-01-${String(10 + (serial % 18)).padStart(2, '0')}`,
          state: 'active',
          locale: 'da-DK',
          affiliation: 'Ingen tilknytning',
          cprEncrypted: encryptCpr(cpr),
          cprHmac: cprHmac(cpr),
        })
        .returning({ id: waitingListMemberships.id });
      return row.id;
    }

    type Person = { id: string; name: string; email: string; deactivated: boolean };

    /** Two people on one list, each with an offer on their own application, a viewing, a list offer and an open house. */
    async function twoPeopleWithEverything(people?: [Person, Person]) {
      const group = await createGroup(db(), { hasWaitingList: true });
      const home = await createHome(db(), group.id);
      const list = await ensureList(db(), group.id);
      const [ida, jens] = people ?? [await person(), await person()];
      const memberships = [await member(list.id, ida.id), await member(list.id, jens.id)];
      for (const [i, owner] of [ida, jens].entries()) {
        const [application] = await db()
          .insert(applications)
          .values({
            userId: owner.id,
            propertyId: home.id,
            companyId: group.companyId,
            name: owner.name,
            email: owner.email,
            status: 'offered',
          })
          .returning({ id: applications.id });
        await db()
          .insert(offers)
          .values({
            applicationId: application.id,
            companyId: group.companyId,
            propertyId: home.id,
            monthlyRent: 8000,
            moveInDate: '2031-07-01',
            // Jens's offer is an hour later, so each person's own deadline is recognisable.
            deadline: new Date(OFFER_DEADLINE.getTime() + i * 60 * 60_000),
          });
      }
      await createViewing(
        testActorOf(group.companyId),
        {
          membershipIds: memberships,
          homeId: home.id,
          meetingLocation: 'Ved porten',
          slots: [{ date: VIEWING_DAY, fromTime: '18:00', toTime: '18:30', capacity: null }],
        },
        NOW,
      );
      await makeWaitingListOffer(
        testActorOf(group.companyId),
        { id: group.id },
        { homeId: home.id, count: 2, deadline: LIST_OFFER_DEADLINE.toISOString() },
        { db: db(), now: NOW },
      );
      const [event] = await db()
        .insert(openHouseEvents)
        .values({
          groupId: group.id,
          startsAt: OPEN_HOUSE_START,
          endsAt: new Date(OPEN_HOUSE_START.getTime() + 3_600_000),
          place: 'Gården',
          capacity: 10,
        })
        .returning({ id: openHouseEvents.id });
      await db()
        .insert(openHouseRegistrations)
        .values({ eventId: event.id, userId: ida.id, name: ida.name, email: ida.email, locale: 'da-DK', state: 'registered' });
      return { group, home, ida, jens, memberships };
    }

    const kinds = (base: HomeBase) => base.awaiting.map((item) => item.kind);

    it('puts what waits for an answer soonest deadline first, with the binding deadlines', async () => {
      const { ida } = await twoPeopleWithEverything();
      const base = await getHomeBase(ida, NOW);
      expect(kinds(base)).toEqual(['offer', 'viewingInvitation', 'waitingListOffer']);
      expect(base.awaiting.map((item) => item.deadline)).toEqual([
        OFFER_DEADLINE.toISOString(),
        '2031-05-13T16:00:00.000Z',
        LIST_OFFER_DEADLINE.toISOString(),
      ]);
      expect(base.upcoming.map((item) => item.kind)).toEqual(['openHouse']);
      expect(base.places).toHaveLength(1);
      expect(await countAwaiting(ida, NOW)).toBe(3);
    });

    it('shows each person only their own items', async () => {
      const { ida, jens } = await twoPeopleWithEverything();
      const [idas, jenses] = [await getHomeBase(ida, NOW), await getHomeBase(jens, NOW)];
      const ids = (base: HomeBase) =>
        base.awaiting.map((item) =>
          item.kind === 'offer' || item.kind === 'waitingListOffer'
            ? `${item.kind}:${item.offer.id}`
            : item.kind === 'viewingInvitation'
              ? item.viewing.invitationId
              : '',
        );
      expect(ids(idas).filter((id) => ids(jenses).includes(id))).toEqual([]);
      const offerOf = (base: HomeBase) => base.awaiting.find((item) => item.kind === 'offer')!.deadline;
      expect(offerOf(jenses)).toBe(new Date(OFFER_DEADLINE.getTime() + 60 * 60_000).toISOString());
      expect(offerOf(idas)).toBe(OFFER_DEADLINE.toISOString());
      // Jens registered for no open house; his list place is his own.
      expect(jenses.upcoming).toEqual([]);
      expect(jenses.places.map((place) => place.id)).not.toEqual(idas.places.map((place) => place.id));
      expect(await getHomeBase(await person(), NOW)).toMatchObject({ awaiting: [], upcoming: [], applications: [], places: [] });
    });

    it('takes `now`: an item whose deadline passed no longer waits', async () => {
      const { ida } = await twoPeopleWithEverything();
      const later = new Date('2031-05-12T09:00:00Z'); // after the offer's deadline, before the viewing
      expect(kinds(await getHomeBase(ida, later))).toEqual(['viewingInvitation', 'waitingListOffer']);
      const afterViewing = new Date('2031-05-14T09:00:00Z');
      expect(kinds(await getHomeBase(ida, afterViewing))).toEqual(['waitingListOffer']);
      expect(await countAwaiting(ida, new Date('2031-06-01T00:00:00Z'))).toBe(0);
    });

    /** A lease sent to Ida for her accepted offer, `daysAgo` before NOW, still to be signed. */
    async function leaseFor(owner: Person, home: { id: number }, companyId: number, daysAgo: number) {
      const [offer] = await db()
        .select({ id: offers.id })
        .from(offers)
        .innerJoin(applications, eq(applications.id, offers.applicationId))
        .where(eq(applications.userId, owner.id));
      const [tenant] = await db()
        .insert(contractTenants)
        .values({ companyId, propertyId: home.id, offerId: offer.id, userId: owner.id, name: owner.name, email: owner.email })
        .returning({ id: contractTenants.id });
      const sentAt = new Date(NOW.getTime() - daysAgo * 86_400_000);
      const [lease] = await db()
        .insert(contracts)
        .values({
          tenantId: tenant.id,
          version: 1,
          fileKey: 'contracts/x.pdf',
          fileName: 'x-v1.pdf',
          byteSize: 1,
          sha256: 'a',
          createdAt: sentAt,
        })
        .returning({ id: contracts.id });
      return { id: lease.id, sentAt };
    }

    const withId = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });
    const tokenOf = (location: string | null) => location!.split('/').pop()!;

    it('a lease to sign and an open survey wait for the person too, each until its link ends', async () => {
      const { ida, jens, home, group } = await twoPeopleWithEverything();
      const lease = await leaseFor(ida, home, group.companyId, 1);
      const invitation = (await getHomeBase(ida, NOW)).awaiting.find((item) => item.kind === 'viewingInvitation')!;
      const surveyEnds = new Date('2031-05-16T09:00:00Z');
      if (invitation.kind === 'viewingInvitation') await insertSurvey(db(), invitation.viewing.invitationId, surveyEnds, NOW);
      const base = await getHomeBase(ida, NOW);
      expect(kinds(base)).toEqual(['offer', 'viewingInvitation', 'survey', 'waitingListOffer', 'lease']);
      expect(base.awaiting.find((item) => item.kind === 'survey')!.deadline).toBe(surveyEnds.toISOString());
      expect(base.awaiting.find((item) => item.kind === 'lease')).toMatchObject({
        deadline: new Date(lease.sentAt.getTime() + 90 * 86_400_000).toISOString(),
        lease: { id: lease.id, version: 1, slug: home.slug, address: expect.stringContaining('Testvej') },
      });
      expect(await countAwaiting(ida, NOW)).toBe(5);
      // Jens has neither; a lease sent 91 days ago can no longer be signed and waits no more.
      expect(kinds(await getHomeBase(jens, NOW))).toEqual(['offer', 'viewingInvitation', 'waitingListOffer']);
      expect(kinds(await getHomeBase(ida, new Date(lease.sentAt.getTime() + 91 * 86_400_000)))).not.toContain('lease');
    });

    it('opens a waiting-list offer and a lease from the account for their owner only, through a fresh link', async () => {
      const signedIn = async (name: string) => {
        const { id, email, cookie } = await signedInUser(db(), { name });
        return { person: { id, name, email, deactivated: false }, cookie };
      };
      const [ida, jens] = [await signedIn('Ida Holm'), await signedIn('Jens Berg')];
      const { home, group } = await twoPeopleWithEverything([ida.person, jens.person]);
      const lease = await leaseFor(ida.person, home, group.companyId, 1);
      const listOffer = (await getHomeBase(ida.person, NOW)).awaiting.find((item) => item.kind === 'waitingListOffer')!;
      const recipientId = listOffer.kind === 'waitingListOffer' ? listOffer.offer.id : 0;
      const open = (route: typeof openListOfferRoute, resource: string, id: string | number, cookie?: string) =>
        route.GET(apiRequest('GET', resource, { cookie, locale: 'da' }), withId(id));

      const opened = await open(openListOfferRoute, `account/waiting-list-offers/${recipientId}/open`, recipientId, ida.cookie);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toMatch(/\/ventelistetilbud\/[A-Za-z0-9_-]{43}$/);
      expect(await getWaitingListOfferByToken(tokenOf(opened.headers.get('location')))).toMatchObject({ open: true, answer: null });
      expect((await open(openListOfferRoute, 'x', recipientId, jens.cookie)).status).toBe(404);
      expect((await open(openListOfferRoute, 'x', recipientId)).status).toBe(401);

      const signing = await open(openLeaseRoute, `account/contracts/${lease.id}/open`, lease.id, ida.cookie);
      expect(signing.status).toBe(303);
      expect(signing.headers.get('location')).toMatch(/\/kontrakt\/[A-Za-z0-9_-]{43}$/);
      expect(await getContractByToken(tokenOf(signing.headers.get('location')))).toMatchObject({
        kind: 'found',
        contract: { id: lease.id, status: 'awaitingSignature' },
      });
      expect((await open(openLeaseRoute, 'x', lease.id, jens.cookie)).status).toBe(404);
    });

    it('tells how far a place moved since the month began', async () => {
      const { ida, memberships } = await twoPeopleWithEverything();
      // Ida was 5th on the 2nd of May and is 1st now: four places up this month; April does not count.
      await db()
        .insert(waitingListPositionSnapshots)
        .values([
          { membershipId: memberships[0], takenOn: '2031-04-30', position: 9, activePosition: 9, members: 9 },
          { membershipId: memberships[0], takenOn: '2031-05-02', position: 5, activePosition: 5, members: 9 },
          { membershipId: memberships[0], takenOn: '2031-05-09', position: 3, activePosition: 3, members: 9 },
        ]);
      const [place] = (await getHomeBase(ida, NOW)).places;
      expect(place).toMatchObject({ position: 1, members: 2, changeThisMonth: -4 });
    });

    it('GET /api/account/home-base answers each signed-in person with their own overview only, the session with their greeting and console link', async () => {
      const signedIn = async (name: string) => {
        const { id, email, cookie } = await signedInUser(db(), { name });
        return { person: { id, name, email, deactivated: false }, cookie };
      };
      const [ida, jens] = [await signedIn('Ida Holm'), await signedIn('Jens Berg')];
      const { group } = await twoPeopleWithEverything([ida.person, jens.person]);
      await db().insert(companyMembers).values({ userId: jens.person.id, companyId: group.companyId });
      const read = (cookie?: string) => accountHomeRoute.GET(apiRequest('GET', 'account/home-base', { cookie }));
      const homeOf = async (cookie: string) => {
        const response = await read(cookie);
        expect(response.status).toBe(200);
        return (await response.json()) as HomeBase;
      };
      const sessionOf = async (cookie: string) =>
        (await (await sessionRoute.GET(apiRequest('GET', 'account/session', { cookie }))).json()) as AccountSession;
      expect(await sessionOf(ida.cookie)).toMatchObject({
        user: { name: 'Ida Holm', email: ida.person.email },
        menu: { companyMember: false },
      });
      expect(await sessionOf(jens.cookie)).toMatchObject({
        user: { name: 'Jens Berg', email: jens.person.email },
        menu: { companyMember: true },
      });
      const [idas, jenses] = [await homeOf(ida.cookie), await homeOf(jens.cookie)];
      // The same items as the service gives each person (the route judges them at the real time, long before 2031).
      const offerIds = (base: HomeBase) => base.awaiting.flatMap((item) => (item.kind === 'offer' ? [item.offer.id] : []));
      expect(offerIds(idas)).toEqual(offerIds(await getHomeBase(ida.person)));
      expect(offerIds(jenses)).toEqual(offerIds(await getHomeBase(jens.person)));
      expect(offerIds(idas)).toHaveLength(1);
      expect(offerIds(idas)).not.toEqual(offerIds(jenses));
      expect(idas.upcoming.map((item) => item.kind)).toEqual(['openHouse']);
      expect(jenses.upcoming).toEqual([]);

      expect((await read()).status).toBe(401);
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, jens.person.id));
      expect((await read(jens.cookie)).status).toBe(403);
    });
  },
  { install: true },
);
