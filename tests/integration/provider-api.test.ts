import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as applicationsRoute from '@/app/api/provider/v1/applications/route';
import * as applicationRoute from '@/app/api/provider/v1/applications/[id]/route';
import * as applicationStatusRoute from '@/app/api/provider/v1/applications/[id]/status/route';
import * as groupsRoute from '@/app/api/provider/v1/groups/route';
import * as groupRoute from '@/app/api/provider/v1/groups/[groupId]/route';
import * as groupStatusRoute from '@/app/api/provider/v1/groups/[groupId]/status/route';
import * as homeRoute from '@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/route';
import * as availabilityRoute from '@/app/api/provider/v1/groups/[groupId]/homes/[homeId]/availability/route';
import * as openApiRoute from '@/app/api/provider/v1/openapi.json/route';
import { insertApplication } from '@/lib/applications/repository';
import { listGroupsOfCompany, listHomesAboveLegalCap } from '@/lib/catalogue/write-service';
import { executeCommand } from '@/lib/commands/execute';
import { users } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import { apiKeys, idempotencyKeys } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { errorMessage } from '@/lib/http/errors';
import { PROVIDER_RATE_LIMIT } from '@/lib/providers/api-route';
import { providerOperations } from '@/lib/providers/operations';
import { createApiKey, revokeKeyOfCompany } from '@/lib/providers/key-service';
import { recordProof } from '@/lib/mitid/service';
import { MITID_VARIABLES } from '@/lib/mitid/settings';
import { recordAttempt } from '@/lib/rate-limit/service';
import { describeEachEngine, itRacing } from './support/databases';
import { signedInUser } from './support/sessions';
import { testActorOf } from './support/audit-actors';

const BASE = 'http://localhost:3000/api/provider/v1';

type Call = { key?: string; body?: unknown; rawBody?: string; idempotencyKey?: string | null; authorization?: string };

let idempotencyCounter = 0;
const freshIdempotencyKey = () => `test-${Date.now()}-${++idempotencyCounter}`;

function providerRequest(method: string, path: string, { key, body, rawBody, idempotencyKey, authorization }: Call) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': 'application/json' };
  if (authorization ?? key) headers.authorization = authorization ?? `Bearer ${key}`;
  if (method !== 'GET' && idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey ?? freshIdempotencyKey();
  return new Request(`${BASE}${path}`, { method, headers, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

const api = {
  groups: (call: Call) => groupsRoute.GET(providerRequest('GET', '/groups', call)),
  group: (groupId: string, call: Call) => groupRoute.GET(providerRequest('GET', `/groups/${groupId}`, call), withParams({ groupId })),
  putGroup: (groupId: string, call: Call) => groupRoute.PUT(providerRequest('PUT', `/groups/${groupId}`, call), withParams({ groupId })),
  status: (groupId: string, status: string, call: Call) =>
    groupStatusRoute.PUT(providerRequest('PUT', `/groups/${groupId}/status`, { ...call, body: { status } }), withParams({ groupId })),
  putHome: (groupId: string, homeId: string, call: Call) =>
    homeRoute.PUT(providerRequest('PUT', `/groups/${groupId}/homes/${homeId}`, call), withParams({ groupId, homeId })),
  availability: (groupId: string, homeId: string, call: Call) =>
    availabilityRoute.PUT(providerRequest('PUT', `/groups/${groupId}/homes/${homeId}/availability`, call), withParams({ groupId, homeId })),
  applications: (query: string, call: Call) => applicationsRoute.GET(providerRequest('GET', `/applications${query}`, call)),
  application: (id: string, call: Call) => applicationRoute.GET(providerRequest('GET', `/applications/${id}`, call), withParams({ id })),
  answer: (id: string, call: Call) =>
    applicationStatusRoute.POST(providerRequest('POST', `/applications/${id}/status`, call), withParams({ id })),
};

const GROUP = { name: 'Havnehusene', street: 'Havnegade 12', postcode: '8000', description: 'Ved havnen.' };
const HOME = { floorDoor: '2. tv.', rooms: 3, sizeM2: 82, monthlyRent: 11950, parking: 3, fixtures: ['dishwasher'] };

let companyCounter = 0;
async function newCompany(db: Db) {
  const n = ++companyCounter;
  const [company] = await db
    .insert(companies)
    .values({ slug: `udlejer-${n}-${Date.now()}`, name: `Udlejer ${n}` })
    .returning();
  const { key, secret } = await createApiKey(testActorOf(company.id), 'CRM');
  return { companyId: company.id, keyId: key.id, key: secret };
}

async function problemOf(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as { type: string; title: string; status: number; errors?: { path: string }[] };
}

/** A company with a published group of one home, and an application for it from a signed-in person. */
async function companyWithApplication(db: Db, locale: 'da-DK' | 'en-DK' = 'da-DK') {
  const company = await newCompany(db);
  await api.putGroup('G1', { key: company.key, body: GROUP });
  await api.putHome('G1', 'H1', { key: company.key, body: HOME });
  await api.status('G1', 'PUBLISHED', { key: company.key });
  const [home] = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(and(eq(propertyGroups.companyId, company.companyId), eq(properties.externalId, 'H1')));
  const person = await signedInUser(db);
  const id = await insertApplication(
    db,
    {
      name: 'Ida Holm',
      email: 'ida@example.dk',
      phone: '+45 20 30 40 50',
      message: 'Vi er to.',
      userId: person.id,
      propertyId: home.id,
      companyId: company.companyId,
      external: false,
      household: { adults: 2, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null },
      locale,
    },
    new Date(),
  );
  return { ...company, applicationId: id!, person, homeId: home.id };
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-provider-api-suite-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'provider API',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    describe('keys', () => {
      it('stores only a hash of the key, which is shown once and works until revoked', async () => {
        const { key, keyId, companyId } = await newCompany(db());
        expect(key).toMatch(/^hjm_[A-Za-z0-9_-]{43}$/);
        const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, keyId));
        expect(JSON.stringify(row)).not.toContain(key.slice(4));
        expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.prefix).toBe(key.slice(0, 10));

        const listed = await api.groups({ key });
        expect(listed.status).toBe(200);
        expect(await listed.json()).toEqual([]);
        const [used] = await db().select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, keyId));
        expect(used.lastUsedAt).not.toBeNull();

        await revokeKeyOfCompany(testActorOf(companyId), keyId);
        const refused = await api.groups({ key });
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toContain('Bearer');
        expect(await problemOf(refused)).toMatchObject({ type: '/udvikler#problem-unauthorized', status: 401 });
      });

      it('refuses a missing, malformed or unknown key with 401', async () => {
        for (const authorization of [undefined, 'Basic abc', 'Bearer ', 'Bearer hjm_unknownkeyvalue', `Bearer hjm_${'a'.repeat(43)}`]) {
          const response = await api.groups({ authorization });
          expect(response.status).toBe(401);
          expect((await problemOf(response)).type).toBe('/udvikler#problem-unauthorized');
        }
      });

      it('limits each key on its own: past the limit 429 with Retry-After, another key still works', async () => {
        const first = await newCompany(db());
        const second = await newCompany(db());
        for (let i = 0; i < PROVIDER_RATE_LIMIT.max; i++) await recordAttempt(PROVIDER_RATE_LIMIT, `key:${first.keyId}`);
        const limited = await api.groups({ key: first.key });
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toBe('60');
        expect((await problemOf(limited)).type).toBe('/udvikler#problem-too-many-requests');
        expect((await api.groups({ key: second.key })).status).toBe(200);
      });
    });

    describe('groups and homes', () => {
      it('creates a group UNPUBLISHED with its place from the postcode, and replaces it on the next PUT', async () => {
        const { key, companyId } = await newCompany(db());
        const created = await api.putGroup('EJD-1', { key, body: GROUP });
        expect(created.status).toBe(201);
        expect(await created.json()).toMatchObject({
          externalId: 'EJD-1',
          name: 'Havnehusene',
          postcode: '8000',
          city: 'Aarhus',
          publicationStatus: 'UNPUBLISHED',
          homes: [],
        });
        const replaced = await api.putGroup('EJD-1', { key, body: { ...GROUP, name: 'Havnehusene II', postcode: '8200' } });
        expect(replaced.status).toBe(200);
        expect(await replaced.json()).toMatchObject({ name: 'Havnehusene II', postcode: '8200', city: 'Aarhus' });
        const rows = await db().select().from(propertyGroups).where(eq(propertyGroups.companyId, companyId));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ postcodeName: 'Aarhus N', municipalityCode: '0751', description: 'Ved havnen.' });
      });

      it('refuses bad input with 422 naming each field, bad JSON with 400, and changes nothing', async () => {
        const { key, companyId } = await newCompany(db());
        const invalid = await api.putGroup('EJD-2', { key, body: { ...GROUP, postcode: '0000', waitingListYearlyFee: -5 } });
        expect(invalid.status).toBe(422);
        const problem = await problemOf(invalid);
        expect(problem.type).toBe('/udvikler#problem-validation-failed');
        expect(problem.errors?.map((e) => e.path).sort()).toEqual(['body.postcode', 'body.waitingListYearlyFee']);
        expect((await api.putGroup('EJD-2', { key, body: { ...GROUP, name: 'Nul\u0000' } })).status).toBe(422);
        const broken = await api.putGroup('EJD-2', { key, rawBody: '{"name":' });
        expect(broken.status).toBe(400);
        expect((await problemOf(broken)).type).toBe('/udvikler#problem-invalid-json');
        expect((await api.putGroup('bad id!', { key, body: GROUP })).status).toBe(404);
        expect(await db().select().from(propertyGroups).where(eq(propertyGroups.companyId, companyId))).toHaveLength(0);
      });

      it('takes a waiting list that requires MitID only while MitID is on, and shows the setting', async () => {
        const { key } = await newCompany(db());
        const requiring = { ...GROUP, hasWaitingList: true, waitingListRequiresMitid: true };
        const refused = await api.putGroup('G1', { key, body: requiring });
        expect(refused.status).toBe(422);
        expect((await problemOf(refused)).type).toBe('/udvikler#problem-mitid-not-available');
        expect((await api.group('G1', { key })).status).toBe(404);

        vi.stubEnv('MITID_ISSUER_URL', 'https://broker.example');
        vi.stubEnv('MITID_CLIENT_ID', 'hjemly');
        vi.stubEnv('MITID_CLIENT_SECRET', 'secret');
        try {
          expect((await api.putGroup('G1', { key, body: requiring })).status).toBe(201);
        } finally {
          for (const name of MITID_VARIABLES) vi.stubEnv(name, '');
        }
        expect(await (await api.group('G1', { key })).json()).toMatchObject({ hasWaitingList: true, waitingListRequiresMitid: true });
      });

      it('moves a group through every publication status, its homes following', async () => {
        const { key } = await newCompany(db());
        await api.putGroup('EJD-3', { key, body: GROUP });
        // Nothing to show yet: SHAREABLE and PUBLISHED wait for a home; WAITING_LIST does not.
        for (const status of ['PUBLISHED', 'SHAREABLE']) {
          const refused = await api.status('EJD-3', status, { key });
          expect(refused.status).toBe(422);
          expect((await problemOf(refused)).type).toBe('/udvikler#problem-group-has-no-homes');
        }
        expect((await (await api.status('EJD-3', 'WAITING_LIST', { key })).json()).publicationStatus).toBe('WAITING_LIST');
        expect((await (await api.status('EJD-3', 'UNPUBLISHED', { key })).json()).publicationStatus).toBe('UNPUBLISHED');

        const home = await api.putHome('EJD-3', 'LEJ-1', { key, body: HOME });
        expect(home.status).toBe(201);
        const isPublic = async () =>
          (await db().select({ isPublic: properties.isPublic }).from(properties).where(eq(properties.externalId, 'LEJ-1')))[0].isPublic;
        expect(await isPublic()).toBe(false);
        for (const [status, visible] of [
          ['SHAREABLE', false],
          ['PUBLISHED', true],
          ['WAITING_LIST', true],
          ['UNPUBLISHED', false],
          ['PUBLISHED', true],
        ] as const) {
          const moved = await api.status('EJD-3', status, { key });
          expect(moved.status).toBe(200);
          expect((await moved.json()).publicationStatus).toBe(status);
          expect(await isPublic()).toBe(visible);
        }
        expect((await api.status('EJD-3', 'ARCHIVED', { key })).status).toBe(422);
      });

      it('upserts homes with every field, and changes their availability', async () => {
        const { key } = await newCompany(db());
        await api.putGroup('EJD-4', { key, body: GROUP });
        const created = await api.putHome('EJD-4', 'LEJ-9', { key, body: HOME });
        expect(created.status).toBe(201);
        const group = await created.json();
        expect(group.homes).toEqual([
          expect.objectContaining({
            externalId: 'LEJ-9',
            street: 'Havnegade 12',
            floorDoor: '2. tv.',
            rooms: 3,
            availability: 'available',
          }),
        ]);
        const [row] = await db().select().from(properties).where(eq(properties.externalId, 'LEJ-9'));
        expect(row).toMatchObject({ parking: 3, evCharger: 2, fixtures: ['dishwasher'], city: 'Aarhus', postcode: '8000' });

        const replaced = await api.putHome('EJD-4', 'LEJ-9', { key, body: { ...HOME, monthlyRent: 12500 } });
        expect(replaced.status).toBe(200);
        expect((await replaced.json()).homes).toHaveLength(1);

        const reserved = await api.availability('EJD-4', 'LEJ-9', { key, body: { availability: 'reserved', vacancyDate: '2027-02-01' } });
        expect(reserved.status).toBe(200);
        expect((await reserved.json()).homes[0]).toMatchObject({ availability: 'reserved', vacancyDate: '2027-02-01', monthlyRent: 12500 });
        expect((await api.availability('EJD-4', 'LEJ-404', { key, body: { availability: 'rented' } })).status).toBe(404);
        expect((await api.putHome('EJD-404', 'LEJ-1', { key, body: HOME })).status).toBe(404);
        expect((await api.putHome('EJD-4', 'LEJ-10', { key, body: { ...HOME, parking: 7 } })).status).toBe(422);
      });
      it("refuses a home above lejeloven's caps with its own problem; one stored above before is listed for support and marked", async () => {
        const { key, companyId } = await newCompany(db());
        await api.putGroup('EJD-5', { key, body: GROUP });
        const deposit = await api.putHome('EJD-5', 'LEJ-CAP', { key, body: { ...HOME, deposit: 35_851 } });
        expect(deposit.status).toBe(422);
        expect(await problemOf(deposit)).toMatchObject({
          type: '/udvikler#problem-above-legal-cap',
          title: "The deposit of 35.851 kr. is above the limit of the Danish Rent Act (lejeloven): at most 3 months' rent (35.850 kr.).",
        });
        const prepaid = await api.putHome('EJD-5', 'LEJ-CAP', { key, body: { ...HOME, prepaidRent: 47_800 } });
        expect((await problemOf(prepaid)).title).toMatch(/^The prepaid rent of 47\.800 kr\. is above/);
        expect(errorMessage('da-DK', 'aboveLegalCap', { field: 'prepaidRent', amount: 47_800, cap: 35_850 })).toBe(
          'Den forudbetalte leje på 47.800 kr. er over lejelovens grænse: højst 3 måneders husleje (35.850 kr.).',
        );
        expect(await db().select().from(properties).where(eq(properties.externalId, 'LEJ-CAP'))).toHaveLength(0);

        const atCap = await api.putHome('EJD-5', 'LEJ-CAP', { key, body: { ...HOME, deposit: 35_850, prepaidRent: 35_850 } });
        expect(atCap.status).toBe(201);
        expect((await atCap.json()).homes[0]).toMatchObject({ deposit: 35_850, prepaidRent: 35_850, aboveLegalCap: [] });

        // Stored before the rule: the landlord sees it marked, support finds it in the command's list.
        const [home] = await db()
          .update(properties)
          .set({ deposit: 99_000 })
          .where(eq(properties.externalId, 'LEJ-CAP'))
          .returning({ slug: properties.slug });
        const [group] = await listGroupsOfCompany(companyId);
        expect(group.homes[0]).toMatchObject({ deposit: 99_000, aboveLegalCap: ['deposit'] });
        expect(await listHomesAboveLegalCap()).toContainEqual(expect.objectContaining({ slug: home.slug, aboveLegalCap: ['deposit'] }));
        const report = await executeCommand({ kind: 'legal-caps' });
        expect(report.message).toContain(
          `${home.slug} (LEJ-CAP)\trent 11950, deposit 99000, prepaid rent 35850 kr.: deposit above 3 months' rent`,
        );
      });
    });

    describe('idempotency', () => {
      it('answers a repeated write once, refuses the key for another request, and needs a key on writes', async () => {
        const { key, companyId } = await newCompany(db());
        const idempotencyKey = freshIdempotencyKey();
        const first = await api.putGroup('EJD-5', { key, body: GROUP, idempotencyKey });
        const again = await api.putGroup('EJD-5', { key, body: GROUP, idempotencyKey });
        expect([first.status, again.status]).toEqual([201, 201]);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await again.json()).toEqual(await first.json());
        expect(await db().select().from(propertyGroups).where(eq(propertyGroups.companyId, companyId))).toHaveLength(1);

        const other = await api.putGroup('EJD-5', { key, body: { ...GROUP, name: 'Andet' }, idempotencyKey });
        expect(other.status).toBe(422);
        expect((await problemOf(other)).type).toBe('/udvikler#problem-idempotency-key-reused');

        const missing = await api.putGroup('EJD-5', { key, body: GROUP, idempotencyKey: null });
        expect(missing.status).toBe(400);
        expect((await problemOf(missing)).type).toBe('/udvikler#problem-idempotency-key-missing');
      });

      it('keeps nothing of a failed write, so the corrected request may reuse its key', async () => {
        const { key } = await newCompany(db());
        const idempotencyKey = freshIdempotencyKey();
        await api.putGroup('EJD-6', { key, body: GROUP });
        expect((await api.status('EJD-6', 'PUBLISHED', { key, idempotencyKey })).status).toBe(422);
        await api.putHome('EJD-6', 'LEJ-1', { key, body: HOME });
        expect((await api.status('EJD-6', 'PUBLISHED', { key, idempotencyKey })).status).toBe(200);
      });

      itRacing(ctx.engine)('lets concurrent requests with one key make one group', async () => {
        const { key, companyId } = await newCompany(db());
        const idempotencyKey = freshIdempotencyKey();
        const responses = await Promise.all(Array.from({ length: 5 }, () => api.putGroup('EJD-7', { key, body: GROUP, idempotencyKey })));
        // One runs; the others replay its answer or are told it is still running.
        expect(responses.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
        for (const response of responses) expect([201, 409]).toContain(response.status);
        expect(await db().select().from(propertyGroups).where(eq(propertyGroups.companyId, companyId))).toHaveLength(1);
        const [record] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, idempotencyKey));
        expect(record.responseStatus).toBe(201);
      });
    });

    describe('applications', () => {
      it('lists the company’s applications with a cursor and updatedSince; a crafted cursor is a 422', async () => {
        const { key, homeId, companyId } = await companyWithApplication(db());
        for (let i = 0; i < 2; i++) {
          const other = await signedInUser(db());
          await insertApplication(
            db(),
            {
              name: `Ansøger ${i}`,
              email: `a${i}@example.dk`,
              phone: '+45 11 22 33 44',
              message: '',
              userId: other.id,
              propertyId: homeId,
              companyId,
              external: false,
              household: { adults: 1, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null },
              locale: 'da-DK',
            },
            new Date(Date.now() + (i + 1) * 1000),
          );
        }
        const first = await (await api.applications('?limit=2', { key })).json();
        expect(first.items).toHaveLength(2);
        expect(first.nextCursor).toEqual(expect.any(String));
        const second = await (await api.applications(`?limit=2&cursor=${first.nextCursor}`, { key })).json();
        expect(second.items).toHaveLength(1);
        expect(second.nextCursor).toBeNull();
        const ids = [...first.items, ...second.items].map((item: { id: string }) => item.id);
        expect(new Set(ids).size).toBe(3);

        const since = new Date(Date.now() + 1500).toISOString();
        const recent = await (await api.applications(`?updatedSince=${encodeURIComponent(since)}`, { key })).json();
        expect(recent.items.map((item: { applicant: { name: string } }) => item.applicant.name)).toEqual(['Ansøger 1']);

        for (const cursor of [
          'WyJyZW50QXNjIiwiYWJjIiwxXQ',
          'not-a-cursor',
          Buffer.from('["2026-01-01T00:00:00Z","x"]').toString('base64url'),
        ]) {
          const refused = await api.applications(`?cursor=${cursor}`, { key });
          expect(refused.status).toBe(422);
        }
      });

      it('marks seen, declines with a message, mails the applicant in their language and shows it on the timeline', async () => {
        const { key, applicationId, person } = await companyWithApplication(db(), 'en-DK');
        const seen = await api.answer(applicationId, { key, body: { status: 'seen' } });
        expect(seen.status).toBe(200);
        expect(await seen.json()).toMatchObject({ status: 'seen', active: true });
        // Marking it seen again changes nothing and mails nothing.
        expect((await api.answer(applicationId, { key, body: { status: 'seen' } })).status).toBe(200);

        const declined = await api.answer(applicationId, { key, body: { status: 'declined', message: 'The home went to someone else.' } });
        const detail = await declined.json();
        expect(detail).toMatchObject({ status: 'declined', active: false });
        expect(detail.events.map((e: { status: string }) => e.status)).toEqual(['sent', 'seen', 'declined']);
        expect(detail.events[2].landlordMessage).toBe('The home went to someone else.');

        const mails = await db()
          .select({ subject: emailMessages.subject, locale: emailMessages.locale, text: emailMessages.text })
          .from(emailMessages)
          .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'applicationUpdate')))
          .orderBy(emailMessages.id);
        expect(mails.map((m) => m.locale)).toEqual(['en-DK', 'en-DK']);
        expect(mails[1].subject).toContain('was declined');
        expect(mails[1].text).toContain('The home went to someone else.');
        expect(mails[1].text).toContain(`/en-DK/anmodning/${applicationId}`);

        const after = await api.answer(applicationId, { key, body: { status: 'withdrawnByLandlord' } });
        expect(after.status).toBe(409);
        expect((await problemOf(after)).type).toBe('/udvikler#problem-application-status-not-allowed');
      });

      it('sends no mail to a person who switched application updates off', async () => {
        const { key, applicationId, person } = await companyWithApplication(db());
        await db().insert(notificationPreferences).values({ userId: person.id, applicationUpdates: false });
        expect((await api.answer(applicationId, { key, body: { status: 'withdrawnByLandlord' } })).status).toBe(200);
        const mails = await db()
          .select()
          .from(emailMessages)
          .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'applicationUpdate')));
        expect(mails).toEqual([]);
        const [event] = await db()
          .select()
          .from(applicationEvents)
          .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.status, 'withdrawnByLandlord')));
        expect(event).toBeDefined();
      });

      it('keeps each company to its own: another company’s key finds none of it', async () => {
        const owner = await companyWithApplication(db());
        const stranger = await newCompany(db());
        expect((await api.group('G1', { key: stranger.key })).status).toBe(404);
        expect((await api.status('G1', 'UNPUBLISHED', { key: stranger.key })).status).toBe(404);
        expect((await api.putHome('G1', 'H2', { key: stranger.key, body: HOME })).status).toBe(404);
        expect((await api.availability('G1', 'H1', { key: stranger.key, body: { availability: 'rented' } })).status).toBe(404);
        expect((await api.application(owner.applicationId, { key: stranger.key })).status).toBe(404);
        expect((await api.answer(owner.applicationId, { key: stranger.key, body: { status: 'declined' } })).status).toBe(404);
        expect((await (await api.applications('', { key: stranger.key })).json()).items).toEqual([]);
        // The stranger's own group of the same id is another group.
        expect((await api.putGroup('G1', { key: stranger.key, body: GROUP })).status).toBe(201);
        const [application] = await db().select().from(applications).where(eq(applications.id, owner.applicationId));
        expect(application.status).toBe('sent');
        const owned = await (await api.group('G1', { key: owner.key })).json();
        expect(owned.publicationStatus).toBe('PUBLISHED');
        expect(owned.homes[0].availability).toBe('available');
      });

      it('says when MitID confirmed the applicant, in the list and the application, never the CPR', async () => {
        const { key, applicationId, person } = await companyWithApplication(db());
        expect((await (await api.application(applicationId, { key })).json()).applicant.mitidVerifiedAt).toBeNull();
        const proof = {
          subject: `s-${person.id}`,
          name: 'Anna Møller Jensen',
          birthDate: '1990-02-14',
          assurance: 'high',
          cpr: '1402901234',
        };
        await recordProof(db(), person.id, 'https://broker.example', proof, new Date('2031-01-02T10:00:00Z'));
        const detail = await (await api.application(applicationId, { key })).json();
        expect(detail.applicant.mitidVerifiedAt).toBe('2031-01-02T10:00:00.000Z');
        const listed = await (await api.applications('', { key })).json();
        expect(listed.items.map((item: { applicant: { mitidVerifiedAt: string | null } }) => item.applicant.mitidVerifiedAt)).toEqual([
          '2031-01-02T10:00:00.000Z',
        ]);
        expect(JSON.stringify([detail, listed])).not.toContain('1402901234');
      });

      it('shows an anonymised application without the applicant', async () => {
        const { key, applicationId, person } = await companyWithApplication(db());
        await db().delete(users).where(eq(users.id, person.id));
        await db()
          .update(applications)
          .set({ name: null, email: null, phone: null, message: null, household: null })
          .where(eq(applications.id, applicationId));
        const detail = await (await api.application(applicationId, { key })).json();
        expect(detail.applicant).toEqual({ name: null, email: null, phone: null, message: null, household: null, mitidVerifiedAt: null });
        expect((await api.answer(applicationId, { key, body: { status: 'declined' } })).status).toBe(200);
      });
    });

    it('publishes an OpenAPI 3.1 document with every endpoint and an example', async () => {
      const document = await openApiRoute.GET().json();
      expect(document.openapi).toBe('3.1.0');
      // Every operation of the table, once per path (the table grows with each area's endpoints) …
      expect(Object.keys(document.paths).sort()).toEqual([...new Set(providerOperations.map((operation) => operation.path))].sort());
      // … and the catalogue's and applications' among them.
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/applications',
          '/applications/{id}',
          '/applications/{id}/status',
          '/groups',
          '/groups/{groupId}',
          '/groups/{groupId}/homes/{homeId}',
          '/groups/{groupId}/homes/{homeId}/availability',
          '/groups/{groupId}/homes/{homeId}/images',
          '/groups/{groupId}/homes/{homeId}/images/{imageId}',
          '/groups/{groupId}/images',
          '/groups/{groupId}/images/{imageId}',
          '/groups/{groupId}/status',
        ]),
      );
      const put = document.paths['/groups/{groupId}'].put;
      expect(put.requestBody.content['application/json'].schema.properties.postcode).toMatchObject({ type: 'string' });
      expect(put.parameters.map((p: { name: string }) => p.name)).toEqual(['groupId', 'Idempotency-Key']);
      expect(document.paths['/applications'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
        'cursor',
        'updatedSince',
        'limit',
        'home',
        'status',
      ]);
    });
  },
  { install: true },
);
