import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as calendarRoute from '@/app/api/open-house/events/[eventId]/calendar/route';
import * as registerRoute from '@/app/api/open-house/events/[eventId]/registrations/route';
import * as ownRoute from '@/app/api/open-house/registrations/route';
import * as ownItemRoute from '@/app/api/open-house/registrations/[id]/route';
import * as tokenRoute from '@/app/api/open-house/token-registrations/[token]/route';
import * as companyEventsRoute from '@/app/api/provider/v1/open-house-events/route';
import * as companyEventRoute from '@/app/api/provider/v1/open-house-events/[eventId]/route';
import * as cancelEventRoute from '@/app/api/provider/v1/open-house-events/[eventId]/cancel/route';
import * as groupEventsRoute from '@/app/api/provider/v1/groups/[groupId]/open-house-events/route';
import { companies, PublicationStatus } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { openHouseRegistrations } from '@/lib/db/schema/open-house';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { getCompanyOpenHouse, listCompanyOpenHouses, updateCompanyOpenHouse } from '@/lib/open-house/landlord-service';
import { listUpcomingOpenHouses } from '@/lib/open-house/service';
import { sendOpenHouseReminders } from '@/lib/open-house/reminders';
import type { LandlordOpenHouseEvent, LandlordOpenHouseEventDetail, OwnRegistration, RegistrationResult } from '@/lib/open-house/schema';
import { createApiKey } from '@/lib/providers/key-service';
import { apiRequest, type ApiCall } from './support/api-requests';
import { createGroup } from './support/catalogue-fixtures';
import { describeEachEngine, itRacing } from './support/databases';
import { freshIp, newEmail, signedInUser } from './support/sessions';
import { testActorOf } from './support/audit-actors';

const PROVIDER = 'http://localhost:3000/api/provider/v1';
let idempotency = 0;

function providerRequest(method: string, path: string, key: string, body?: unknown) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': 'application/json', authorization: `Bearer ${key}` };
  if (method !== 'GET') headers['idempotency-key'] = `open-house-${Date.now()}-${++idempotency}`;
  return new Request(`${PROVIDER}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const params = (values: Record<string, string | number>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
});

const provider = {
  create: (key: string, groupId: string, body: unknown) =>
    groupEventsRoute.POST(providerRequest('POST', `/groups/${groupId}/open-house-events`, key, body), params({ groupId })),
  list: (key: string) => companyEventsRoute.GET(providerRequest('GET', '/open-house-events', key)),
  get: (key: string, eventId: number) =>
    companyEventRoute.GET(providerRequest('GET', `/open-house-events/${eventId}`, key), params({ eventId })),
  update: (key: string, eventId: number, body: unknown) =>
    companyEventRoute.PUT(providerRequest('PUT', `/open-house-events/${eventId}`, key, body), params({ eventId })),
  cancel: (key: string, eventId: number) =>
    cancelEventRoute.POST(providerRequest('POST', `/open-house-events/${eventId}/cancel`, key), params({ eventId })),
};

const api = {
  register: (eventId: number, call: ApiCall = {}) =>
    registerRoute.POST(apiRequest('POST', `open-house/events/${eventId}/registrations`, { ip: freshIp(), ...call }), params({ eventId })),
  calendar: (eventId: number, call: ApiCall = {}) =>
    calendarRoute.GET(apiRequest('GET', `open-house/events/${eventId}/calendar`, call), params({ eventId })),
  own: (group: string, call: ApiCall) => ownRoute.GET(apiRequest('GET', `open-house/registrations?group=${group}`, call)),
  cancelOwn: (id: number, call: ApiCall) =>
    ownItemRoute.DELETE(apiRequest('DELETE', `open-house/registrations/${id}`, call), params({ id })),
  byToken: (token: string) =>
    tokenRoute.GET(apiRequest('GET', `open-house/token-registrations/${token}`, { ip: freshIp() }), params({ token })),
  cancelByToken: (token: string) =>
    tokenRoute.DELETE(apiRequest('DELETE', `open-house/token-registrations/${token}`, { ip: freshIp() }), params({ token })),
};

// Far enough ahead for the routes' real clock; the reminder job gets its own clock.
const EVENT = { date: '2030-01-15', from: '14:00', to: '16:00', place: 'Indgangen, Testvej 1', capacity: 20 };

async function companyWithGroup(db: Db, status: PublicationStatus = PublicationStatus.PUBLISHED) {
  const group = await createGroup(db, { externalId: 'EJD-1', publicationStatus: status });
  const { secret } = await createApiKey(testActorOf(group.companyId), 'CRM');
  return { group, key: secret, companyId: group.companyId };
}

async function newEvent(db: Db, event: Partial<typeof EVENT> = {}) {
  const company = await companyWithGroup(db);
  const response = await provider.create(company.key, 'EJD-1', { ...EVENT, ...event });
  expect(response.status).toBe(201);
  return { ...company, event: (await response.json()) as LandlordOpenHouseEvent };
}

async function mailsTo(db: Db, to: string) {
  return db.select().from(emailMessages).where(eq(emailMessages.to, to)).orderBy(desc(emailMessages.id));
}

/** The cancel link's token in the newest mail to `to`. */
async function cancelToken(db: Db, to: string): Promise<string> {
  const [mail] = await mailsTo(db, to);
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const guest = (name = 'Gæst') => ({ name, email: newEmail('guest') });

/** The calendar file a mail carries, as text. */
function icsOf(mail: { attachments: { contentBase64: string }[] | null }): string {
  expect(mail.attachments).toHaveLength(1);
  return Buffer.from(mail.attachments![0].contentBase64, 'base64').toString('utf8');
}

async function switchViewingMailsOff(db: Db, userId: string) {
  await db
    .insert(notificationPreferences)
    .values({ userId, viewingInvitations: false })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { viewingInvitations: false } });
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-open-house-suite-0123456789');
  // 50 requests at once share a pool of 10 connections on a busy 2-core test machine: the last in
  // line may wait longer than the 3 s a page would, which is not what this suite is about.
  vi.stubEnv('DATABASE_CONNECT_TIMEOUT_MS', '30000');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'open house',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    itRacing(ctx.engine)('50 registrations at once for 20 places: exactly 20 places and a waiting line of 30, numbered 1–30', async () => {
      const { event } = await newEvent(db());
      const answers = await Promise.all(Array.from({ length: 50 }, () => api.register(event.id, { body: guest() })));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      const results = (await Promise.all(answers.map((a) => a.json()))) as RegistrationResult[];
      expect(results.filter((r) => r.state === 'registered')).toHaveLength(20);
      const positions = results.flatMap((r) => (r.state === 'waiting' ? [r.position] : [])).sort((a, b) => a! - b!);
      expect(positions).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

      const rows = await db().select().from(openHouseRegistrations).where(eq(openHouseRegistrations.eventId, event.id));
      expect(rows.filter((r) => r.state === 'registered')).toHaveLength(20);
      expect(rows.filter((r) => r.state === 'waiting')).toHaveLength(30);
      // The first 20 registered were given the places; the line is in the order people came.
      const waitingIds = rows.filter((r) => r.state === 'waiting').map((r) => r.id);
      expect(Math.min(...waitingIds)).toBeGreaterThan(Math.max(...rows.filter((r) => r.state === 'registered').map((r) => r.id)));
    });

    it('a cancel link gives the place to the first in line, who is told by mail with the calendar file; a replayed link changes nothing', async () => {
      const { event, companyId } = await newEvent(db(), { capacity: 1 });
      const first = guest('Første');
      const second = guest('Anden');
      const third = guest('Tredje');
      for (const person of [first, second, third]) expect((await api.register(event.id, { body: person })).status).toBe(201);

      const [confirmation] = await mailsTo(db(), first.email);
      expect(confirmation.template).toBe('openHouse');
      expect(confirmation.attachments?.[0]).toMatchObject({ filename: 'aabent-hus-' + event.group.slug + '-2030-01-15.ics' });
      expect(Buffer.from(confirmation.attachments![0].contentBase64, 'base64').toString()).toContain('DTSTART:20300115T130000Z');
      const [waitingMail] = await mailsTo(db(), third.email);
      expect(waitingMail.text).toContain('number 2');
      expect(waitingMail.attachments).toBeNull();

      const token = await cancelToken(db(), first.email);
      const before = (await (await api.byToken(token)).json()) as OwnRegistration;
      expect(before).toMatchObject({ state: 'registered', email: first.email, event: { date: '2030-01-15', from: '14:00', to: '16:00' } });
      expect((await api.cancelByToken(token)).status).toBe(204);

      const detail = await getCompanyOpenHouse(companyId, event.id);
      expect(detail.registrations.map((r) => [r.name, r.state, r.position])).toEqual([
        ['Første', 'cancelled', null],
        ['Anden', 'registered', null],
        ['Tredje', 'waiting', 1],
      ]);
      const [movedUp] = await mailsTo(db(), second.email);
      expect(movedUp.subject).toContain('You have a place');
      expect(movedUp.attachments).toHaveLength(1);

      // The same link again: refused, and the line does not move a second time.
      const replay = await api.cancelByToken(token);
      expect(replay.status).toBe(409);
      expect(await replay.text()).toBe('This registration has already been cancelled.');
      expect(((await (await api.byToken(token)).json()) as OwnRegistration).state).toBe('cancelled');
      expect((await getCompanyOpenHouse(companyId, event.id)).registrations.map((r) => r.state)).toEqual([
        'cancelled',
        'registered',
        'waiting',
      ]);
      expect(await mailsTo(db(), third.email)).toHaveLength(1);
    });

    it('one count of places everywhere: guests and accounts registered, the line waiting, cancelled ones left out', async () => {
      const { event, group, key, companyId } = await newEvent(db(), { capacity: 3 });
      const [first, second, late] = [guest('Første'), guest('Anden'), guest('Sen')];
      const [member, waitingMember] = [await signedInUser(db()), await signedInUser(db())];
      const registrations = [
        { body: first },
        { body: second },
        { cookie: member.cookie },
        { body: late },
        { cookie: waitingMember.cookie },
      ];
      for (const call of registrations) expect((await api.register(event.id, call)).status).toBe(201);
      expect((await api.cancelByToken(await cancelToken(db(), late.email))).status).toBe(204);

      const places = { capacity: 3, registered: 3, waiting: 1 };
      expect(await listUpcomingOpenHouses(group.slug)).toMatchObject([{ id: event.id, ...places }]);
      expect(await listCompanyOpenHouses(companyId)).toMatchObject([{ id: event.id, ...places }]);
      expect(await (await provider.list(key)).json()).toMatchObject([{ id: event.id, ...places }]);
      const detail = (await (await provider.get(key, event.id)).json()) as LandlordOpenHouseEventDetail;
      expect(detail).toMatchObject(places);
      expect(detail.registrations.map((r) => [r.state, r.guest])).toEqual([
        ['registered', true],
        ['registered', true],
        ['registered', false],
        ['cancelled', true],
        ['waiting', false],
      ]);
      // The line counts the same way: the account waiting was told it is first, the late guest having cancelled.
      expect((await api.own(group.slug, { cookie: waitingMember.cookie }).then((a) => a.json()))[0]).toMatchObject({ position: 1 });
    });

    it('a forged or unknown token is a 404 and cancels nothing', async () => {
      const { event, companyId } = await newEvent(db());
      const person = guest();
      await api.register(event.id, { body: person });
      const real = await cancelToken(db(), person.email);
      const forged = [`${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`, 'a'.repeat(43), 'short', '../../etc'];
      for (const token of forged) {
        expect((await api.byToken(token)).status).toBe(404);
        expect((await api.cancelByToken(token)).status).toBe(404);
      }
      expect((await getCompanyOpenHouse(companyId, event.id)).registrations.map((r) => r.state)).toEqual(['registered']);
    });

    it('a signed-in person registers with their account, once; cancels their own; another person’s is a 404', async () => {
      const { event, group } = await newEvent(db());
      const person = await signedInUser(db(), { name: 'Ida Holm' });
      const other = await signedInUser(db());
      const response = await api.register(event.id, {
        cookie: person.cookie,
        body: { name: 'Someone Else', email: 'stranger@example.dk' },
      });
      expect(response.status).toBe(201);
      const result = (await response.json()) as RegistrationResult;
      expect(result.email).toBe(person.email.toLowerCase());
      expect((await mailsTo(db(), 'stranger@example.dk')).length).toBe(0);

      const again = await api.register(event.id, { cookie: person.cookie, locale: 'da' });
      expect(again.status).toBe(409);
      expect(await again.text()).toBe('Du er allerede tilmeldt dette åbne hus med den e-mailadresse.');

      const own = (await (await api.own(group.slug, { cookie: person.cookie })).json()) as OwnRegistration[];
      expect(own).toMatchObject([{ id: result.id, state: 'registered', name: 'Ida Holm' }]);
      expect(await (await api.own(group.slug, { cookie: other.cookie })).json()).toEqual([]);
      expect((await api.cancelOwn(result.id, { cookie: other.cookie })).status).toBe(404);
      expect((await api.cancelOwn(result.id, { cookie: person.cookie })).status).toBe(204);
      expect(await (await api.own(group.slug, { cookie: person.cookie })).json()).toEqual([]);
      // Cancelled, the address may register again.
      expect((await api.register(event.id, { cookie: person.cookie })).status).toBe(201);
    });

    it('refuses a guest without name or e-mail, and events of hidden groups, with the person’s words', async () => {
      const { event } = await newEvent(db());
      const missing = await api.register(event.id, { body: { name: 'Ida' }, locale: 'da' });
      expect(missing.status).toBe(400);
      expect(await missing.text()).toBe('Feltet email er ugyldigt.');
      expect((await api.register(event.id, { body: { name: 'Ida', email: 'not-an-address' } })).status).toBe(400);
      expect((await api.register(999_999, { body: guest() })).status).toBe(404);

      const hidden = await companyWithGroup(db(), PublicationStatus.UNPUBLISHED);
      const created = (await (await provider.create(hidden.key, 'EJD-1', EVENT)).json()) as LandlordOpenHouseEvent;
      expect((await api.register(created.id, { body: guest() })).status).toBe(404);
      expect((await api.calendar(created.id)).status).toBe(404);
    });

    it('the calendar file is a download named in Content-Disposition', async () => {
      const { event } = await newEvent(db());
      const response = await api.calendar(event.id, { locale: 'da' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="aabent-hus-${event.group.slug}-2030-01-15.ics"`);
      const body = await response.text();
      expect(body).toContain(`UID:open-house-${event.id}@hjemly.dk`);
      expect(body).toContain(`SUMMARY:Åbent hus: ${event.group.name}`);
      expect(body).toContain('DTEND:20300115T150000Z');
    });

    it("another company's events and groups are 404 in the API and the console's service", async () => {
      const { event, companyId } = await newEvent(db());
      const [otherCompany] = await db()
        .insert(companies)
        .values({ slug: `anden-${Date.now()}`, name: 'Anden' })
        .returning();
      const other = (await createApiKey(testActorOf(otherCompany.id), 'CRM')).secret;
      expect((await provider.get(other, event.id)).status).toBe(404);
      expect((await provider.update(other, event.id, { ...EVENT, capacity: 99 })).status).toBe(404);
      expect((await provider.cancel(other, event.id)).status).toBe(404);
      expect((await provider.create(other, 'EJD-1', EVENT)).status).toBe(404);
      expect(await (await provider.list(other)).json()).toEqual([]);
      await expect(getCompanyOpenHouse(otherCompany.id, event.id)).rejects.toMatchObject({ code: 'NotFound' });
      expect((await getCompanyOpenHouse(companyId, event.id)).capacity).toBe(20);
    });

    it('the landlord edits and cancels: more places move the line up, the cancellation is mailed to everyone', async () => {
      const { event, key } = await newEvent(db(), { capacity: 1 });
      const [a, b, c] = [guest('A'), guest('B'), guest('C')];
      for (const person of [a, b, c]) await api.register(event.id, { body: person });

      const past = await provider.update(key, event.id, { ...EVENT, date: '2020-01-01' });
      expect(past.status).toBe(422);
      const wider = await provider.update(key, event.id, { ...EVENT, capacity: 2, place: 'Gården' });
      expect(wider.status).toBe(200);
      expect(await wider.json()).toMatchObject({ capacity: 2, place: 'Gården', registered: 2, waiting: 1 });
      expect((await mailsTo(db(), b.email))[0].subject).toContain('You have a place');

      const detail = (await (await provider.get(key, event.id)).json()) as LandlordOpenHouseEventDetail;
      expect(detail.registrations.map((r) => [r.name, r.state, r.position, r.guest])).toEqual([
        ['A', 'registered', null, true],
        ['B', 'registered', null, true],
        ['C', 'waiting', 1, true],
      ]);

      expect(await (await provider.cancel(key, event.id)).json()).toMatchObject({ cancelled: true });
      for (const person of [a, b, c]) expect((await mailsTo(db(), person.email))[0].subject).toContain('is cancelled');
      expect((await mailsTo(db(), a.email))[0].attachments?.[0].contentBase64).toBeTruthy();
      expect((await mailsTo(db(), c.email))[0].attachments).toBeNull();
      // The edit and the cancellation each raised the calendar entry's SEQUENCE; the cancellation removes it.
      const cancelCalendar = icsOf((await mailsTo(db(), a.email))[0]);
      expect(cancelCalendar).toContain('METHOD:CANCEL');
      expect(cancelCalendar).toContain(`UID:open-house-${event.id}@hjemly.dk`);
      expect(cancelCalendar).toContain('SEQUENCE:2');
      expect((await provider.cancel(key, event.id)).status).toBe(200);
      // Waiting, told of the new place, told of the cancellation: a second cancel adds nothing.
      expect(await mailsTo(db(), c.email)).toHaveLength(3);
      expect((await api.register(event.id, { body: guest() })).status).toBe(409);
      expect((await api.calendar(event.id)).status).toBe(404);
    });

    it('a new time and place are mailed to everyone registered or waiting, in their language, the calendar entry replaced; the same update again sends nothing', async () => {
      const { event, key, group } = await newEvent(db(), { capacity: 1 });
      const [placed, waiting] = [guest('Plads'), guest('Venter')];
      await api.register(event.id, { body: placed, locale: 'da' });
      await api.register(event.id, { body: waiting, locale: 'en' });
      // Viewing mails off: the reminder is skipped, but a change of their own registration is not.
      const member = await signedInUser(db());
      await switchViewingMailsOff(db(), member.id);
      await api.register(event.id, { cookie: member.cookie, locale: 'da' });
      expect(icsOf((await mailsTo(db(), placed.email))[0])).toContain('SEQUENCE:0');

      // Another company cannot change it, and nobody hears of the attempt.
      const other = await createApiKey(testActorOf((await createGroup(db())).companyId), 'CRM');
      const moved = { ...EVENT, capacity: 1, date: '2030-01-22', place: 'Gården' };
      expect((await provider.update(other.secret, event.id, moved)).status).toBe(404);
      expect(await mailsTo(db(), placed.email)).toHaveLength(1);

      expect((await provider.update(key, event.id, moved)).status).toBe(200);
      const [dk] = await mailsTo(db(), placed.email);
      expect(dk).toMatchObject({ template: 'openHouse', locale: 'da-DK', subject: `Nyt tidspunkt eller sted: åbent hus i ${group.name}` });
      expect(dk.text).toContain('Hvornår: 22. januar 2030, 14:00–16:00\nFør: 15. januar 2030, 14:00–16:00');
      expect(dk.text).toContain('Mødested: Gården\nFør: Indgangen, Testvej 1');
      const calendar = icsOf(dk);
      expect(calendar).toContain(`UID:open-house-${event.id}@hjemly.dk`);
      expect(calendar).toContain('SEQUENCE:1');
      expect(calendar).toContain('DTSTART:20300122T130000Z');
      expect(calendar).toContain('METHOD:PUBLISH');
      // Its own cancel link works.
      expect((await api.byToken(await cancelToken(db(), placed.email))).status).toBe(200);

      const [en] = await mailsTo(db(), waiting.email);
      expect(en).toMatchObject({ locale: 'en-DK', subject: `New time or place: open house at ${group.name}`, attachments: null });
      expect(en.text).toContain('You are still number 1 on the waiting line');
      expect(en.text).toContain('When: 22 January 2030, 14:00–16:00\nBefore: 15 January 2030, 14:00–16:00');
      const [toMember] = await mailsTo(db(), member.email);
      expect(toMember.subject).toContain('Nyt tidspunkt eller sted');
      expect(toMember.text).toContain('nummer 2 på ventelisten');

      // The same update again: nothing written, nothing sent, the calendar entry as it was.
      const counts = async () => Promise.all([placed, waiting, member].map(async (p) => (await mailsTo(db(), p.email)).length));
      const sent = await counts();
      expect((await provider.update(key, event.id, moved)).status).toBe(200);
      expect(await counts()).toEqual(sent);
      expect(await (await api.calendar(event.id)).text()).toContain('SEQUENCE:1');

      // Fewer places than registered keep every place; more places only move the line up.
      expect((await provider.update(key, event.id, { ...moved, capacity: 2 })).status).toBe(200);
      expect((await mailsTo(db(), waiting.email))[0].subject).toContain('You have a place');
      expect(await mailsTo(db(), placed.email)).toHaveLength(sent[0]);
      const fewer = await provider.update(key, event.id, { ...moved, capacity: 1 });
      expect(await fewer.json()).toMatchObject({ capacity: 1, registered: 2, waiting: 1 });
    });

    it('change notices wait for 07:00 when the landlord edits at night (controlled clock)', async () => {
      const { event, companyId } = await newEvent(db());
      const person = guest('Nat');
      await api.register(event.id, { body: person });
      // 22:30 in Copenhagen (summer time): held until 07:00 the next morning.
      await updateCompanyOpenHouse(companyId, event.id, { ...EVENT, from: '15:00', to: '17:00' }, new Date('2029-06-01T20:30:00Z'));
      const [night] = await mailsTo(db(), person.email);
      expect(night.subject).toContain('New time or place');
      expect(night.nextAttemptAt.toISOString()).toBe('2029-06-02T05:00:00.000Z');
      // 12:00 the next day: at once.
      await updateCompanyOpenHouse(companyId, event.id, { ...EVENT, place: 'Porten' }, new Date('2029-06-02T10:00:00Z'));
      const [day] = await mailsTo(db(), person.email);
      expect(day.text).toContain('Before: Indgangen, Testvej 1');
      expect(day.nextAttemptAt.toISOString()).toBe('2029-06-02T10:00:00.000Z');
    });

    it('a moved event is reminded 24 hours before its new start; moved into the next 24 hours, the notice is the reminder', async () => {
      // Dates of their own: the other tests' events are over by these clocks. 14:00 in May is 12:00 UTC.
      const { event, companyId } = await newEvent(db(), { date: '2030-05-20' });
      const person = guest('Flyttet');
      await api.register(event.id, { body: person });
      const reminders = async () => (await mailsTo(db(), person.email)).filter((m) => m.subject.startsWith('Reminder'));
      expect(await sendOpenHouseReminders(db(), new Date('2030-05-19T12:10:00Z'))).toMatchObject({ reminded: 1 });

      await updateCompanyOpenHouse(companyId, event.id, { ...EVENT, date: '2030-05-27' }, new Date('2030-05-19T12:30:00Z'));
      expect(await sendOpenHouseReminders(db(), new Date('2030-05-26T11:50:00Z'))).toMatchObject({ reminded: 0 });
      expect(await sendOpenHouseReminders(db(), new Date('2030-05-26T12:10:00Z'))).toMatchObject({ reminded: 1 });
      const [second] = await reminders();
      expect(second.text).toContain('27 May 2030, 14:00–16:00');
      expect(await reminders()).toHaveLength(2);

      const soon = await newEvent(db(), { date: '2030-06-20' });
      const early = guest('Rykket frem');
      await api.register(soon.event.id, { body: early });
      // Moved to tomorrow morning, well within 24 hours: the change notice is the fresh mail, no reminder follows.
      await updateCompanyOpenHouse(
        soon.companyId,
        soon.event.id,
        { ...EVENT, date: '2030-06-11', from: '10:00', to: '11:00' },
        new Date('2030-06-10T12:00:00Z'),
      );
      expect(await sendOpenHouseReminders(db(), new Date('2030-06-10T12:05:00Z'))).toMatchObject({ reminded: 0 });
      expect((await mailsTo(db(), early.email)).map((m) => m.subject)).toEqual([
        `New time or place: open house at ${soon.group.name}`,
        `You are registered for the open house at ${soon.group.name}`,
      ]);
    });

    it('reminds each registered person once, 24 hours before, never at night, and not those who switched it off', async () => {
      // A date of its own: the other tests' events are over by this clock.
      const { event } = await newEvent(db(), { date: '2030-03-12', capacity: 2 });
      const [registered, waiting] = [guest('Registreret'), guest('Venter')];
      await api.register(event.id, { body: registered });
      const quiet = await signedInUser(db());
      await switchViewingMailsOff(db(), quiet.id);
      await api.register(event.id, { cookie: quiet.cookie });
      await api.register(event.id, { body: waiting });

      const reminders = async (to: string) => (await mailsTo(db(), to)).filter((m) => m.subject.startsWith('Reminder'));
      const at = (iso: string) => sendOpenHouseReminders(db(), new Date(iso));
      // 25 hours before: too early. 14:00 Copenhagen is 13:00 UTC in winter.
      expect(await at('2030-03-11T12:00:00Z')).toMatchObject({ reminded: 0 });
      expect(await at('2030-03-11T13:10:00Z')).toMatchObject({ reminded: 1, skipped: 1, quiet: false });
      expect(await at('2030-03-11T13:25:00Z')).toMatchObject({ reminded: 0, skipped: 0 });
      expect(await reminders(registered.email)).toHaveLength(1);
      expect(await reminders(waiting.email)).toHaveLength(0);
      expect(await reminders(quiet.email)).toHaveLength(0);

      // An evening event: its 24 hours begin at 21:30 the evening before, so the reminder waits for 07:00.
      const evening = await newEvent(db(), { date: '2030-03-14', from: '21:30', to: '22:30' });
      const late = guest('Aften');
      await api.register(evening.event.id, { body: late });
      expect(await at('2030-03-13T20:40:00Z')).toEqual({ reminded: 0, skipped: 0, quiet: true });
      expect(await at('2030-03-14T05:59:00Z')).toEqual({ reminded: 0, skipped: 0, quiet: true });
      expect(await at('2030-03-14T06:00:00Z')).toMatchObject({ reminded: 1, quiet: false });
      expect(await reminders(late.email)).toHaveLength(1);
    });
  },
  { install: true },
);
