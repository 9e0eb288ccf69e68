import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as unsubscribeRoute from '@/app/api/saved-searches/unsubscribe/[token]/route';
import type { NewHome } from '@/lib/catalogue/publication-repository';
import { changeGroupStatus, changeHomeAvailability, putHome } from '@/lib/catalogue/write-service';
import { homeWriteSchema } from '@/lib/catalogue/write-schema';
import { users } from '@/lib/db/schema/accounts';
import { properties, PublicationStatus } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import { savedSearches, savedSearchHits } from '@/lib/db/schema/saved-searches';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { followGroup } from '@/lib/interest-lists/service';
import { sendAlerts } from '@/lib/jobs/send-alerts';
import { insertSavedSearch } from '@/lib/saved-searches/repository';
import { filtersOf, type SavedSearchFrequency } from '@/lib/saved-searches/schema';
import { signUnsubscribeToken } from '@/lib/saved-searches/unsubscribe-token';
import { previewUnsubscribe } from '@/lib/saved-searches/alerts-service';
import { searchQuerySchema } from '@/lib/search/schema';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { testActorOf } from './support/audit-actors';

const SECRET = 'test-secret-for-the-saved-search-alerts-suite-0123';

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', SECRET);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

let people = 0;
async function person(db: Db) {
  const n = ++people;
  const [user] = await db
    .insert(users)
    .values({ id: randomUUID(), name: `Søger ${n}`, email: `soeger${n}-${Date.now()}@example.dk`, emailVerified: true })
    .returning();
  return user;
}

async function saveSearch(
  db: Db,
  userId: string,
  params: Record<string, string>,
  {
    frequency = 'instant',
    locale = 'da-DK',
    name = 'Min søgning',
  }: { frequency?: SavedSearchFrequency; locale?: Locale; name?: string } = {},
) {
  const row = await insertSavedSearch(db, { userId, name, filters: filtersOf(searchQuerySchema.parse(params)), locale });
  await db.update(savedSearches).set({ frequency }).where(eq(savedSearches.id, row.id));
  return row.id;
}

/** Copenhagen wall time as an instant. */
const at = (date: string, time: string) => instantInCopenhagen(date, time);

describeEachEngine(
  'saved-search alerts',
  (ctx) => {
    const db = () => ctx.handle.db;
    /** Every home a search has found so far, sent or not. */
    const matchesOf = async (searchId: number) =>
      (
        await db().select({ propertyIds: savedSearchHits.propertyIds }).from(savedSearchHits).where(eq(savedSearchHits.searchId, searchId))
      ).flatMap((row) => row.propertyIds);
    const alertsTo = (email: string) =>
      db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, email), eq(emailMessages.template, 'savedSearchAlert')))
        .orderBy(emailMessages.id);
    // Runs are dated in 2030, after every home's event whatever the machine's clock says.
    const run = (now: Date) => sendAlerts({ db: db(), now });
    /** Each test below starts alone: the searches of earlier tests are switched off and their events matched. */
    const alone = async () => {
      await db().update(savedSearches).set({ frequency: 'off' });
      await run(new Date());
    };

    describe('matching in SQL: each filter takes the home on its bound and leaves the one just past it', () => {
      const today = todayInCopenhagen(new Date());
      // The Danish calendar's next day: UTC's date is a day behind between midnight and 01:00/02:00 here.
      const tomorrow = addDays(today, 1);
      type Case = { name: string; params: Record<string, string>; match: Partial<NewHome>; miss: Partial<NewHome> };
      const cases: Case[] = [
        { name: 'town', params: { sted: 'city:matchby' }, match: { citySlug: 'matchby' }, miss: { citySlug: 'andetby' } },
        { name: 'postcode', params: { sted: 'postcode:8001' }, match: { postcode: '8001' }, miss: { postcode: '8002' } },
        {
          name: 'municipality',
          params: { sted: 'municipality:0999' },
          match: { municipalityCode: '0999' },
          miss: { municipalityCode: '0998' },
        },
        {
          name: 'free text (Danish stems, as on /soeg)',
          params: { q: 'lys solrig' },
          match: { description: 'En lys og solrig lejlighed' },
          miss: { description: 'En lys lejlighed mod nord' },
        },
        { name: 'rent from', params: { rentMin: '8000' }, match: { monthlyRent: 8000 }, miss: { monthlyRent: 7999 } },
        { name: 'rent to', params: { rentMax: '9000' }, match: { monthlyRent: 9000 }, miss: { monthlyRent: 9001 } },
        { name: 'size from', params: { sizeMin: '60' }, match: { sizeM2: 60 }, miss: { sizeM2: 59 } },
        { name: 'size to', params: { sizeMax: '60' }, match: { sizeM2: 60 }, miss: { sizeM2: 61 } },
        { name: 'rooms from', params: { roomsMin: '3' }, match: { rooms: 3 }, miss: { rooms: 2 } },
        { name: 'rooms to', params: { roomsMax: '3' }, match: { rooms: 3 }, miss: { rooms: 4 } },
        { name: 'type', params: { type: 'house,townhouse' }, match: { type: 'house' }, miss: { type: 'apartment' } },
        {
          name: 'available from',
          params: { availableFrom: '2027-03-01' },
          match: { vacancyDate: '2027-03-01' },
          miss: { vacancyDate: '2027-02-28' },
        },
        {
          name: 'homes free later shown by default',
          params: { sted: 'city:senereby' },
          match: { citySlug: 'senereby', vacancyDate: tomorrow },
          miss: { citySlug: 'andetby', vacancyDate: tomorrow },
        },
        { name: 'homes free later left out', params: { upcoming: '0' }, match: { vacancyDate: today }, miss: { vacancyDate: tomorrow } },
        { name: 'new build', params: { newBuild: '1' }, match: { isNewBuild: true }, miss: { isNewBuild: false } },
        { name: 'pets', params: { pets: '1' }, match: { petsAllowed: true }, miss: { petsAllowed: false } },
        { name: 'furnished', params: { furnished: '1' }, match: { furnished: true }, miss: { furnished: false } },
        { name: 'shareable', params: { shareable: '1' }, match: { shareable: true }, miss: { shareable: false } },
        { name: 'elevator', params: { elevator: '1' }, match: { elevator: true }, miss: { elevator: false } },
        { name: 'balcony (a terrace counts)', params: { balcony: '1' }, match: { terraces: 1 }, miss: { balconies: 0, terraces: 0 } },
        { name: 'parking', params: { parking: '1' }, match: { parking: 3 }, miss: { parking: 4 } },
        { name: 'EV charger', params: { evCharger: '1' }, match: { evCharger: 3 }, miss: { evCharger: 2 } },
        { name: 'energy label (or better)', params: { energyLabel: 'C' }, match: { energyLabel: 'C' }, miss: { energyLabel: 'D' } },
        { name: 'seniors', params: { tenant: 'senior' }, match: { onlyFor: 2 }, miss: { onlyFor: 1 } },
        { name: 'students', params: { tenant: 'student' }, match: { onlyFor: 1 }, miss: { onlyFor: 2 } },
        { name: 'for everyone', params: { tenant: 'none' }, match: { onlyFor: null }, miss: { onlyFor: 2 } },
        {
          name: 'rental period',
          params: { rentalPeriod: 'unlimited,over12Months' },
          match: { rentalPeriod: 'over12Months' },
          miss: { rentalPeriod: 'under12Months' },
        },
      ];
      const found = new Map<string, { search: number; match: number; miss: number }>();

      beforeAll(async () => {
        const user = await person(db());
        const searches = await Promise.all(cases.map((c) => saveSearch(db(), user.id, c.params, { frequency: 'daily' })));
        const group = await createGroup(db());
        for (const [i, c] of cases.entries()) {
          const match = await createHome(db(), group.id, c.match);
          const miss = await createHome(db(), group.id, c.miss);
          found.set(c.name, { search: searches[i], match: match.id, miss: miss.id });
        }
        await run(new Date());
      });

      it.each(cases.map((c) => [c.name]))('%s', async (name) => {
        const { search, match, miss } = found.get(name)!;
        const matched = await matchesOf(search);
        expect(matched).toContain(match);
        expect(matched).not.toContain(miss);
      });
    });

    it('sends instant alerts at once, daily ones at 07:00 and weekly ones on Monday at 07:00, Copenhagen time', async () => {
      await alone();
      const [instant, daily, weekly] = [await person(db()), await person(db()), await person(db())];
      await saveSearch(db(), instant.id, { sted: 'city:klokby' }, { frequency: 'instant' });
      await saveSearch(db(), daily.id, { sted: 'city:klokby' }, { frequency: 'daily' });
      await saveSearch(db(), weekly.id, { sted: 'city:klokby' }, { frequency: 'weekly' });
      const group = await createGroup(db());
      await createHome(db(), group.id, { citySlug: 'klokby', street: 'Klokkevej 7' });

      // Wednesday 2030-11-27 10:00: the instant search's mail goes now, the others wait.
      expect(await run(at('2030-11-27', '10:00'))).toMatchObject({ events: 1, matches: 3, mails: 1 });
      expect(await alertsTo(instant.email)).toHaveLength(1);
      expect((await alertsTo(instant.email))[0].text).toContain('Klokkevej 7');
      expect(await alertsTo(daily.email)).toHaveLength(0);

      expect((await run(at('2030-11-28', '06:59'))).mails).toBe(0);
      expect((await run(at('2030-11-28', '07:00'))).mails).toBe(1);
      expect(await alertsTo(daily.email)).toHaveLength(1);
      expect((await run(at('2030-11-28', '07:05'))).mails).toBe(0);

      expect((await run(at('2030-12-01', '23:00'))).mails).toBe(0);
      expect(await alertsTo(weekly.email)).toHaveLength(0);
      expect((await run(at('2030-12-02', '07:01'))).mails).toBe(1);
      expect(await alertsTo(weekly.email)).toHaveLength(1);
      expect(await alertsTo(instant.email)).toHaveLength(1);
    });

    it('sends one mail per person and run, at most 10 homes, each home once, in the search language', async () => {
      await alone();
      const user = await person(db());
      const first = await saveSearch(db(), user.id, { sted: 'city:mangeby' }, { name: 'Mangeby', locale: 'en-DK' });
      await saveSearch(db(), user.id, { sted: 'city:mangeby', roomsMin: '2' }, { name: 'Mangeby 2 rum', locale: 'en-DK' });
      const group = await createGroup(db());
      for (let i = 0; i < 12; i++) await createHome(db(), group.id, { citySlug: 'mangeby', street: `Mangevej ${i + 1}` });

      expect((await run(at('2030-11-27', '10:00'))).mails).toBe(1);
      const [mail] = await alertsTo(user.email);
      expect(mail.locale).toBe('en-DK');
      expect(mail.subject).toBe('12 new homes for your saved searches');
      const listed = [...mail.text.matchAll(/Mangevej \d+/g)].map((m) => m[0]);
      expect(listed).toHaveLength(10);
      expect(new Set(listed).size).toBe(10);
      expect(mail.text).toContain('… and 2 more homes.');
      expect(mail.text).toContain('/en-DK/gemte-soegninger');
      // Both searches are named with their own unsubscribe link; the headers carry the one-click link for both.
      expect(mail.text).toContain('Stop e-mails about Mangeby 2 rum');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\/\d+-\d+\.[0-9a-z]+\.[\w-]{43}>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // A lower rent on a home already sent: both searches find it again, neither sends it again.
      const [home] = await db().select().from(properties).where(eq(properties.street, 'Mangevej 1'));
      await db().update(savedSearches).set({ frequency: 'instant' }).where(eq(savedSearches.id, first));
      expect(await matchesOf(first)).toContain(home.id);
      await db().execute(
        // As the catalogue records it (tests below go through the write service).
        `insert into home_events (property_id, group_id, kind) values (${home.id}, ${group.id}, 'priceLowered')`,
      );
      expect(await run(at('2030-11-27', '10:05'))).toMatchObject({ events: 1, matches: 2, mails: 0 });
      expect(await alertsTo(user.email)).toHaveLength(1);
    });

    it('leaves out people who switched search mails off, and never mails them the backlog later', async () => {
      await alone();
      const user = await person(db());
      await saveSearch(db(), user.id, { sted: 'city:stilleby' });
      await db()
        .insert(notificationPreferences)
        .values({ userId: user.id, savedSearchAlerts: false } as typeof notificationPreferences.$inferInsert)
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { savedSearchAlerts: false } });
      const group = await createGroup(db());
      await createHome(db(), group.id, { citySlug: 'stilleby' });
      expect((await run(at('2030-11-27', '10:00'))).mails).toBe(0);
      await db().update(notificationPreferences).set({ savedSearchAlerts: true }).where(eq(notificationPreferences.userId, user.id));
      expect((await run(at('2030-11-27', '10:01'))).mails).toBe(0);
      expect(await alertsTo(user.email)).toHaveLength(0);
    });

    describe('unsubscribe without signing in', () => {
      const post = (token: string) =>
        unsubscribeRoute.POST(
          new Request(`http://localhost:3000/api/saved-searches/unsubscribe/${token}`, {
            method: 'POST',
            headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }),
          { params: Promise.resolve({ token }) },
        );
      const frequencyOf = async (id: number) =>
        (await db().select({ f: savedSearches.frequency }).from(savedSearches).where(eq(savedSearches.id, id)))[0].f;

      it('takes the mail header link once; a replay changes nothing, even after the search is switched on again', async () => {
        await alone();
        const user = await person(db());
        const id = await saveSearch(db(), user.id, { sted: 'city:afmeldby' }, { name: 'Afmeldby' });
        const group = await createGroup(db());
        await createHome(db(), group.id, { citySlug: 'afmeldby' });
        await run(at('2030-11-27', '10:00'));
        const [mail] = await alertsTo(user.email);
        const url = mail.headers!['List-Unsubscribe']!.slice(1, -1);
        const token = url.split('/').at(-1)!;

        // The mail's page asks first; once the link is used, it says so instead of asking again.
        expect(await previewUnsubscribe(token)).toEqual({ searches: ['Afmeldby'], used: false });
        const first = await post(token);
        expect(first.status).toBe(200);
        expect(await previewUnsubscribe(token)).toEqual({ searches: ['Afmeldby'], used: true });
        expect(await first.json()).toEqual({ status: 'unsubscribed', searches: ['Afmeldby'] });
        expect(await frequencyOf(id)).toBe('off');

        await db().update(savedSearches).set({ frequency: 'daily' }).where(eq(savedSearches.id, id));
        const replay = await post(token);
        expect(await replay.json()).toEqual({ status: 'alreadyUsed', searches: ['Afmeldby'] });
        expect(await frequencyOf(id)).toBe('daily');
      });

      it('refuses forged links: another signature, another search, another secret', async () => {
        const user = await person(db());
        const id = await saveSearch(db(), user.id, {}, { frequency: 'daily' });
        const genuine = signUnsubscribeToken({ searchIds: [id], issuedAt: new Date() }, SECRET);
        const [ids, issued, signature] = genuine.split('.');
        const forged = [
          `${ids}.${issued}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
          `${id + 1}.${issued}.${signature}`,
          `${ids}-${id + 1}.${issued}.${signature}`,
          signUnsubscribeToken({ searchIds: [id], issuedAt: new Date() }, 'another-secret-of-at-least-32-characters'),
          'not-a-token',
        ];
        for (const token of forged) expect((await post(token)).status).toBe(404);
        expect(await frequencyOf(id)).toBe('daily');
        const page = await unsubscribeRoute.GET(apiRequest('GET', `saved-searches/unsubscribe/${genuine}`), {
          params: Promise.resolve({ token: genuine }),
        });
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toBe(`http://localhost:3000/en-DK/gemte-soegninger/afmeld/${genuine}`);
        expect(await frequencyOf(id)).toBe('daily');
      });
    });

    describe('the catalogue records what alerts need, in the transaction of the change', () => {
      it('a published group, a lower rent, a home free again; the interest list hears once when the group starts letting', async () => {
        await alone();
        const follower = await person(db());
        const watcher = await person(db());
        const search = await saveSearch(db(), watcher.id, { sted: 'postcode:8000', rentMax: '9000' }, { name: 'Aarhus' });
        const group = await createGroup(db(), {
          externalId: 'EJD-ALERT',
          isNewBuild: true,
          publicationStatus: PublicationStatus.UNPUBLISHED,
          name: 'Alarmhusene',
        });
        const home = (rent: number, availability = 'available') =>
          homeWriteSchema.parse({ floorDoor: '1. tv.', rooms: 2, sizeM2: 60, monthlyRent: rent, availability });
        await putHome(group.companyId, 'EJD-ALERT', 'LEJ-1', home(9500));
        await putHome(group.companyId, 'EJD-ALERT', 'LEJ-2', home(8000));
        // Hidden homes are no news.
        expect((await run(at('2030-11-27', '10:00'))).events).toBe(0);

        await changeGroupStatus(testActorOf(group.companyId), 'EJD-ALERT', 'WAITING_LIST');
        await followGroup({ id: follower.id, name: follower.name, email: follower.email, deactivated: false }, group.slug, 'da-DK', {
          marketingConsent: false,
        });
        expect(await run(at('2030-11-27', '10:01'))).toMatchObject({ events: 2, matches: 1, mails: 1 });
        const [lejlighed2] = await db().select({ id: properties.id }).from(properties).where(eq(properties.externalId, 'LEJ-2'));
        expect(await matchesOf(search)).toEqual([lejlighed2.id]);

        // 9,500 → 9,000: now within the search's bound.
        await putHome(group.companyId, 'EJD-ALERT', 'LEJ-1', home(9000));
        expect(await run(at('2030-11-27', '10:02'))).toMatchObject({ events: 1, matches: 1, mails: 1 });

        // Let, then free again: news only for searches that have not had it.
        await changeHomeAvailability(group.companyId, 'EJD-ALERT', 'LEJ-2', { availability: 'rented' });
        await changeHomeAvailability(group.companyId, 'EJD-ALERT', 'LEJ-2', { availability: 'available' });
        const newcomer = await person(db());
        // The newcomer's search is older than the home's return, so it hears of it.
        await db()
          .update(savedSearches)
          .set({ createdAt: new Date(0) })
          .where(eq(savedSearches.id, await saveSearch(db(), newcomer.id, { sted: 'postcode:8000' })));
        expect(await run(at('2030-11-27', '10:03'))).toMatchObject({ events: 1, matches: 2, mails: 1 });
        expect((await alertsTo(newcomer.email))[0].text).toContain('Testvej 1, 1. tv.');

        const news = await db()
          .select({ to: emailMessages.to, subject: emailMessages.subject })
          .from(emailMessages)
          .where(and(inArray(emailMessages.to, [follower.email]), eq(emailMessages.template, 'interestListNews')));
        expect(news).toEqual([{ to: follower.email, subject: 'Alarmhusene har sat boliger til leje' }]);
      });
    });
  },
  { install: true },
);
