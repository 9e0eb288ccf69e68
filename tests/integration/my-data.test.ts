import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as exportRoute from '@/app/api/account/export/route';
import * as mailRoute from '@/app/api/account/export/mail/route';
import * as linkRoute from '@/app/api/my-data/[token]/route';
import { users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { emailMessages } from '@/lib/db/schema/email';
import { interestListEntries } from '@/lib/db/schema/interest-lists';
import { contracts, contractTenants, offers } from '@/lib/db/schema/offers';
import { openHouseEvents, openHouseRegistrations } from '@/lib/db/schema/open-house';
import { payments } from '@/lib/db/schema/payments';
import { savedSearches } from '@/lib/db/schema/saved-searches';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import type { MyDataExport } from '@/lib/my-data/schema';
import {
  buildMyDataExport,
  downloadByLink,
  MY_DATA_RATE_LIMIT,
  mailMyDataLink,
  myDataForPage,
  myDataLinkState,
} from '@/lib/my-data/service';
import { recordProof } from '@/lib/mitid/service';
import { recordAttempt } from '@/lib/rate-limit/service';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';
import { ensureList } from '@/lib/waiting-lists/repository';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { withTestSecrets } from './support/test-secrets';
import { describeEachEngine } from './support/databases';
import { ORIGIN, signedInUser } from './support/sessions';
import { testActorOf } from './support/audit-actors';

// A person's data export: everything of theirs, nothing of anyone else's, the CPR never whole.
// Every call passes its own `now`.
const NOW = new Date('2031-05-10T09:00:00Z');
const DAY = 24 * 60 * 60_000;
const IDA_CPR = '1502851234';
const JENS_CPR = '2207904321';

withTestSecrets({ cprKey: 'c'.repeat(64) });

describeEachEngine(
  'my data',
  (ctx) => {
    const db = () => ctx.handle.db as Db;

    async function person(name: string) {
      const id = randomUUID();
      const email = `data-${id}@example.dk`;
      await db().insert(users).values({ id, name, email, termsAcceptedAt: NOW, termsVersion: '2026-01' });
      return { id, name, email, deactivated: false };
    }

    /** One person's things in every area, marked with their own word so another's would show. */
    async function everythingOf(owner: Awaited<ReturnType<typeof person>>, cpr: string, word: string) {
      const group = await createGroup(db(), { hasWaitingList: true });
      const home = await createHome(db(), group.id);
      const list = await ensureList(db(), group.id);
      await db()
        .insert(waitingListMemberships)
        .values({
          listId: list.id,
          userId: owner.id,
          seniorityDate: '2015-01-10',
          affiliation: 'Ingen tilknytning',
          cprEncrypted: encryptCpr(cpr),
          cprHmac: cprHmac(cpr),
        });
      await makeWaitingListOffer(
        testActorOf(group.companyId),
        { id: group.id },
        { homeId: home.id, count: 1, deadline: new Date(NOW.getTime() + 2 * DAY).toISOString() },
        { db: db(), now: NOW },
      );
      const [application] = await db()
        .insert(applications)
        .values({
          userId: owner.id,
          propertyId: home.id,
          companyId: group.companyId,
          name: owner.name,
          email: owner.email,
          message: `Hilsen ${word} ${cpr}`,
          status: 'offered',
        })
        .returning({ id: applications.id });
      // One they deleted from their overview: still held until anonymised, so still theirs to see.
      await db()
        .insert(applications)
        .values({
          userId: owner.id,
          propertyId: home.id,
          companyId: group.companyId,
          name: owner.name,
          email: owner.email,
          message: `Slettet ${word}`,
          status: 'withdrawn',
          inactiveAt: NOW,
          deletedAt: NOW,
        });
      const [offer] = await db()
        .insert(offers)
        .values({
          applicationId: application.id,
          companyId: group.companyId,
          propertyId: home.id,
          monthlyRent: 8000,
          moveInDate: '2031-07-01',
          deadline: new Date(NOW.getTime() + DAY),
        })
        .returning({ id: offers.id });
      const [tenant] = await db()
        .insert(contractTenants)
        .values({
          companyId: group.companyId,
          propertyId: home.id,
          offerId: offer.id,
          userId: owner.id,
          name: owner.name,
          email: owner.email,
        })
        .returning({ id: contractTenants.id });
      await db()
        .insert(contracts)
        .values({
          tenantId: tenant.id,
          version: 1,
          fileKey: `leases/${word}.pdf`,
          fileName: `lejekontrakt-${word}.pdf`,
          byteSize: 10,
          sha256: 'a'.repeat(64),
        });
      await db()
        .insert(payments)
        .values({
          id: `pay_${word}_${randomUUID()}`,
          userId: owner.id,
          purpose: 'waiting-list-signup',
          reference: randomUUID(),
          item: 'waiting-list:1',
          amountOre: 25_000,
          description: `Gebyr ${word}`,
          locale: 'da-DK',
          provider: 'sandbox',
          status: 'succeeded',
        });
      const [event] = await db()
        .insert(openHouseEvents)
        .values({ groupId: group.id, startsAt: NOW, endsAt: new Date(NOW.getTime() + 3_600_000), place: 'Gården', capacity: 10 })
        .returning({ id: openHouseEvents.id });
      await db()
        .insert(openHouseRegistrations)
        .values({ eventId: event.id, userId: owner.id, name: owner.name, email: owner.email, locale: 'da-DK', state: 'registered' });
      await db().insert(interestListEntries).values({ userId: owner.id, groupId: group.id, locale: 'da-DK', marketingConsentAt: NOW });
      await db()
        .insert(savedSearches)
        .values({ userId: owner.id, name: `Søgning ${word}`, filters: { type: [], rentalPeriod: [] } as never });
      await enqueueEmail(db(), { to: owner.email, locale: 'da-DK', template: 'accountDeleted', data: { name: owner.name } });
      const proof = { subject: `mitid-${word}`, name: `${owner.name} MitID`, birthDate: '1985-02-15', assurance: 'substantial', cpr };
      await recordProof(db(), owner.id, 'https://broker.example', proof, NOW);
    }

    async function twoPeople() {
      const ida = await person('Ida Dataholm');
      const jens = await person('Jens Andersted');
      await everythingOf(ida, IDA_CPR, 'ida');
      await everythingOf(jens, JENS_CPR, 'jens');
      return { ida, jens };
    }

    it("holds every area's data of the person and nothing of another's", async () => {
      const { ida, jens } = await twoPeople();
      const data = (await buildMyDataExport(ida, NOW)) as MyDataExport;
      expect(data).toMatchObject({ format: 'hjemly-my-data', version: 1, generatedAt: NOW.toISOString() });
      expect(data.account).toMatchObject({ id: ida.id, name: ida.name, email: ida.email, termsVersion: '2026-01' });
      expect(data.applications.map((a) => a.message).sort()).toEqual([`Hilsen ida ${IDA_CPR}`, 'Slettet ida']);
      expect(data.applications.find((a) => a.deletedAt)?.events).toEqual([]);
      expect(data.waitingLists).toHaveLength(1);
      expect(data.waitingListOffers).toMatchObject([{ position: 1, answer: null, awarded: false }]);
      expect(data.payments.map((p) => p.description)).toEqual(['Gebyr ida']);
      expect(data.offers).toHaveLength(1);
      expect(data.contracts.flatMap((t) => t.contracts.map((c) => c.fileName))).toEqual(['lejekontrakt-ida.pdf']);
      expect(data.contracts[0].contracts[0].documentUrl).toMatch(/\/api\/account\/contracts\/[0-9a-f-]{36}\/document\?kind=original$/);
      expect(data.contracts[0].contracts[0].signedDocumentUrl).toBeNull();
      expect(data.openHouseRegistrations).toHaveLength(1);
      expect(data.interestLists).toHaveLength(1);
      expect(data.consents.marketing.map((m) => m.given)).toEqual([true]);
      expect(data.savedSearches.map((s) => s.name)).toEqual(['Søgning ida']);
      expect(data.mails.map((m) => m.template).sort()).toEqual(['accountDeleted', 'waitingListOffer']);
      expect(data.mitid).toEqual({
        name: 'Ida Dataholm MitID',
        birthDate: '1985-02-15',
        assurance: 'substantial',
        verifiedAt: NOW.toISOString(),
        cprMasked: '150285-XXXX',
      });

      const text = JSON.stringify(data);
      for (const other of [jens.id, jens.email, jens.name, 'jens', '220790']) expect(text).not.toContain(other);
    });

    it('never holds the CPR number whole, in any of its spellings', async () => {
      const { ida } = await twoPeople();
      const text = JSON.stringify(await buildMyDataExport(ida, NOW));
      expect(text).toContain('150285-XXXX');
      // The one place it appears whole is what the person typed into their own application's message.
      const withoutOwnMessage = text.replace(`Hilsen ida ${IDA_CPR}`, '');
      for (const spelling of ['1502851234', '150285-1234', '150285 1234', '15 02 85 12 34', '15-02-85-1234']) {
        expect(withoutOwnMessage).not.toContain(spelling);
      }
      expect(withoutOwnMessage).not.toMatch(/150285(?!-XXXX)/);
    });

    it('answers 401 signed out, the JSON file signed in, and 429 in Danish or English past the limit', async () => {
      expect((await exportRoute.GET(apiRequest('GET', 'account/export'))).status).toBe(401);
      const user = await signedInUser(db());
      const ok = await exportRoute.GET(apiRequest('GET', 'account/export', { cookie: user.cookie }));
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('application/json');
      expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename="hjemly-mine-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(ok.headers.get('cache-control')).toContain('no-store');
      expect(((await ok.json()) as MyDataExport).account.email).toBe(user.email);

      for (let i = 2; i < MY_DATA_RATE_LIMIT.max; i++) await recordAttempt(MY_DATA_RATE_LIMIT, user.id);
      // The page counts with the downloads: the last look allowed is the page's, the next is refused.
      const asUser = { id: user.id, name: 'Ida Holm', email: user.email, deactivated: false };
      expect(await myDataForPage(asUser)).not.toBe('rateLimited');
      const da = await exportRoute.GET(apiRequest('GET', 'account/export', { cookie: user.cookie, locale: 'da' }));
      expect(da.status).toBe(429);
      expect(await da.text()).toBe('For mange forsøg. Vent lidt, og prøv igen.');
      const en = await exportRoute.GET(apiRequest('GET', 'account/export', { cookie: user.cookie, locale: 'en' }));
      expect(en.status).toBe(429);
      expect(await en.text()).toBe('Too many attempts. Please wait and try again.');
      expect(await myDataForPage(asUser)).toBe('rateLimited');
    });

    /** The link of the newest mail to `email`, and the mail's text. */
    async function mailedLink(email: string) {
      const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.to, email)).orderBy(desc(emailMessages.id)).limit(1);
      const links = mail.text.match(/https?:\/\/\S+\/mine-data\/[A-Za-z0-9_-]{43}/g) ?? [];
      return { token: links[0]?.split('/').pop() ?? '', links, mail };
    }

    it('mails a link that holds no data, downloads once, then says used; a link past its 7 days says expired', async () => {
      const { ida } = await twoPeople();
      await mailMyDataLink(ida, 'en-DK', NOW);
      const { token, links, mail } = await mailedLink(ida.email);
      expect(links).toHaveLength(1);
      expect(mail.locale).toBe('en-DK');
      for (const data of ['150285', 'Hilsen', 'Gebyr', 'lejekontrakt'])
        expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(data);
      expect(mail.text).toContain('7 days');

      expect(await myDataLinkState(token, NOW)).toBe('valid');
      // Opening the page uses nothing: still valid after it.
      expect(await myDataLinkState(token, NOW)).toBe('valid');
      const first = await downloadByLink(token, new Date(NOW.getTime() + DAY));
      expect(typeof first === 'object' && first.account.id).toBe(ida.id);
      expect(await downloadByLink(token, new Date(NOW.getTime() + DAY))).toBe('used');
      expect(await myDataLinkState(token, NOW)).toBe('used');

      await mailMyDataLink(ida, 'da-DK', NOW);
      const second = (await mailedLink(ida.email)).token;
      expect(second).not.toBe(token);
      expect(await myDataLinkState(second, new Date(NOW.getTime() + 7 * DAY - 1))).toBe('valid');
      expect(await myDataLinkState(second, new Date(NOW.getTime() + 7 * DAY))).toBe('expired');
      expect(await downloadByLink(second, new Date(NOW.getTime() + 8 * DAY))).toBe('expired');
      expect(await myDataLinkState('not-a-token', NOW)).toBe('notFound');
    });

    it('sends the copy through the CSRF-checked route, and the link route downloads once then sends the page back', async () => {
      const user = await signedInUser(db());
      expect((await mailRoute.POST(apiRequest('POST', 'account/export/mail'))).status).toBe(401);
      expect(
        (await mailRoute.POST(apiRequest('POST', 'account/export/mail', { cookie: user.cookie, origin: 'https://evil.example' }))).status,
      ).toBe(403);
      expect((await mailRoute.POST(apiRequest('POST', 'account/export/mail', { cookie: user.cookie }))).status).toBe(204);
      // The page's plain form, as a browser posts it and Next.js calls the route (no params at all).
      const form = new Request(`${ORIGIN}/api/account/export/mail`, {
        method: 'POST',
        body: 'locale=en-DK',
        headers: { host: 'localhost:3000', origin: ORIGIN, cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
      const sent = await mailRoute.POST(form, { params: Promise.resolve(undefined as never) });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/en-DK/konto/mine-data?sendt=1');
      const { token } = await mailedLink(user.email);
      const post = () =>
        linkRoute.POST(
          new Request(`${ORIGIN}/api/my-data/${token}?locale=en-DK`, {
            method: 'POST',
            headers: { host: 'localhost:3000', origin: ORIGIN },
          }),
          { params: Promise.resolve({ token }) },
        );
      const download = await post();
      expect(download.status).toBe(200);
      expect(((await download.json()) as MyDataExport).account.email).toBe(user.email);
      const again = await post();
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`/en-DK/mine-data/${token}`);
    });
  },
  { install: true },
);
