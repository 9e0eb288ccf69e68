import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as keysRoute from '@/app/api/company/api-keys/route';
import * as keyRoute from '@/app/api/company/api-keys/[id]/route';
import * as membersRoute from '@/app/api/company/members/route';
import * as memberRoute from '@/app/api/company/members/[userId]/route';
import * as webhooksRoute from '@/app/api/company/webhooks/route';
import * as webhookRoute from '@/app/api/company/webhooks/[id]/route';
import * as csvRoute from '@/app/api/company/audit-log/route';
import * as providerLogRoute from '@/app/api/provider/v1/audit-log/route';
import * as providerStatusRoute from '@/app/api/provider/v1/groups/[groupId]/status/route';
import { insertApplication } from '@/lib/applications/repository';
import { anonymiseForAccountDeletion } from '@/lib/applications/service';
import { changeApplicationStatusByLandlord } from '@/lib/applications/landlord-service';
import { listAuditEntries, recordAudit } from '@/lib/audit/service';
import { changeGroupStatus, homeAddressesOfCompany } from '@/lib/catalogue/write-service';
import { readCompanyLog } from '@/lib/providers/audit-log-service';
import { users } from '@/lib/db/schema/accounts';
import { waitingListOfferRecipients } from '@/lib/db/schema/waiting-list-offers';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import { runJob } from '@/lib/jobs/run';
import { makeOffers } from '@/lib/offers/service';
import { createViewing } from '@/lib/viewings/landlord-service';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { awardWaitingListOffer, makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';
import { ensureList } from '@/lib/waiting-lists/repository';
import { companyMembers } from '@/lib/db/schema/accounts';
import { auditEntries } from '@/lib/db/schema/audit';
import { companies } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { apiRequest, type ApiCall } from './support/api-requests';
import { testActorOf } from './support/audit-actors';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { companyWithKey, providerRequest, withParams as providerParams } from './support/provider-requests';
import { signedInUser } from './support/sessions';

const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const NOW = new Date('2026-03-02T09:30:00Z');

const console_ = {
  createKey: (name: string, call: ApiCall) => keysRoute.POST(apiRequest('POST', 'company/api-keys', { ...call, body: { name } })),
  revokeKey: (id: number, call: ApiCall) =>
    keyRoute.DELETE(apiRequest('DELETE', `company/api-keys/${id}`, call), withParams({ id: String(id) })),
  addMember: (email: string, call: ApiCall) => membersRoute.POST(apiRequest('POST', 'company/members', { ...call, body: { email } })),
  removeMember: (userId: string, call: ApiCall) =>
    memberRoute.DELETE(apiRequest('DELETE', `company/members/${userId}`, call), withParams({ userId })),
  createWebhook: (url: string, call: ApiCall) =>
    webhooksRoute.POST(apiRequest('POST', 'company/webhooks', { ...call, body: { url, events: ['application.created'] } })),
  deleteWebhook: (id: number, call: ApiCall) =>
    webhookRoute.DELETE(apiRequest('DELETE', `company/webhooks/${id}`, call), withParams({ id: String(id) })),
};

let counter = 0;

async function companyWithOwner(db: Db) {
  const n = ++counter;
  const [company] = await db
    .insert(companies)
    .values({ slug: `revision-${n}-${Date.now()}`, name: `Revision ${n}` })
    .returning();
  const owner = await signedInUser(db, { name: `Ejer ${n}` });
  await db.insert(companyMembers).values({ userId: owner.id, companyId: company.id, role: 'owner' });
  return { companyId: company.id, owner: { ...owner, name: `Ejer ${n}` } };
}

/** The database's own words for a refused statement (drizzle wraps them in its "Failed query"). */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'done',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

const actions = async (companyId: number) => (await listAuditEntries(companyId, {}, 100)).items.map((entry) => entry.action);

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-audit-trail-0123456789abc');
  vi.stubEnv('CPR_KEY', 'c'.repeat(64));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'audit trail',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('refuses UPDATE, DELETE and TRUNCATE of an entry in the database itself', async () => {
      const { companyId } = await companyWithOwner(db());
      await recordAudit(db(), testActorOf(companyId), { action: 'apiKey.created', subject: { type: 'apiKey', id: 1 } }, NOW);
      expect(await refusal(db().execute(sql`update audit_entries set action = 'x' where company_id = ${companyId}`))).toMatch(
        /append-only: UPDATE/,
      );
      expect(await refusal(db().execute(sql`delete from audit_entries where company_id = ${companyId}`))).toMatch(/append-only: DELETE/);
      expect(await refusal(db().execute(sql`truncate audit_entries`))).toMatch(/append-only: TRUNCATE/);
      // Nor through the company: it cannot be deleted while it has a trail.
      await expect(db().delete(companies).where(eq(companies.id, companyId))).rejects.toThrow();
      const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.companyId, companyId));
      expect(entry).toMatchObject({ action: 'apiKey.created', subjectId: '1', at: NOW });
    });

    it('leaves no entry for an act that was rolled back', async () => {
      const { companyId } = await companyWithOwner(db());
      await expect(
        db().transaction(async (tx) => {
          await recordAudit(tx, testActorOf(companyId), { action: 'member.added', subject: { type: 'member', id: 'x' } }, NOW);
          throw new Error('the act failed');
        }),
      ).rejects.toThrow('the act failed');
      expect(await actions(companyId)).toEqual([]);
    });

    it('records keys, members and webhooks the owner adds and removes: who, from where, what', async () => {
      const { companyId, owner } = await companyWithOwner(db());
      const call = { cookie: owner.cookie, ip: '198.51.100.7' };
      const { key } = await (await console_.createKey('CRM', call)).json();
      expect((await console_.revokeKey(key.id, call)).status).toBe(204);
      expect((await console_.revokeKey(key.id, call)).status).toBe(204); // already revoked: nothing new on record
      const person = await signedInUser(db(), { name: 'Bo Kollega' });
      expect((await console_.addMember(person.email, call)).status).toBe(200);
      expect((await console_.addMember(person.email, call)).status).toBe(409); // refused: nothing on record
      expect((await console_.removeMember(person.id, call)).status).toBe(200);
      const { endpoint } = await (await console_.createWebhook('http://localhost:9/hook', call)).json();
      expect((await console_.deleteWebhook(endpoint.id, call)).status).toBe(204);

      const { items } = await listAuditEntries(companyId, {}, 100);
      expect(items.map((entry) => entry.action)).toEqual([
        'webhook.revoked',
        'webhook.created',
        'member.removed',
        'member.added',
        'apiKey.revoked',
        'apiKey.created',
      ]);
      for (const entry of items) {
        expect(entry.actor).toEqual({ kind: 'member', ref: `user:${owner.id}`, name: owner.name });
        expect(entry.ip).toBe('198.51.100.7');
      }
      expect(items[5]).toMatchObject({ subject: { type: 'apiKey', id: String(key.id) }, detail: { label: 'CRM' } });
      expect(items[3]).toMatchObject({ subject: { type: 'member', id: person.id }, detail: { name: 'Bo Kollega' } });
      expect(items[0]).toMatchObject({ detail: { url: 'http://localhost:9/hook' } });
    });

    it('writes nothing for a plain member or another company, who are refused', async () => {
      const first = await companyWithOwner(db());
      const second = await companyWithOwner(db());
      const member = await signedInUser(db());
      await console_.addMember(member.email, { cookie: first.owner.cookie });
      expect((await console_.createKey('Mit eget', { cookie: member.cookie })).status).toBe(403);
      const { key } = await (await console_.createKey('Første', { cookie: first.owner.cookie })).json();
      expect((await console_.revokeKey(key.id, { cookie: second.owner.cookie })).status).toBe(404);
      expect(await actions(first.companyId)).toEqual(['apiKey.created', 'member.added']);
      expect(await actions(second.companyId)).toEqual([]);
    });

    /** A home of the company with one application from a signed-in tenant. */
    async function applicationTo(companyId: number) {
      const group = await createGroup(db(), { companyId, externalId: `EJD-${randomUUID().slice(0, 8)}` });
      const home = await createHome(db(), group.id, { rooms: 3, sizeM2: 80, monthlyRent: 9000 });
      const tenant = await signedInUser(db(), { name: 'Tove Lejer' });
      const household = { adults: 1, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null };
      const values = { name: 'Tove Lejer', email: tenant.email, phone: '+45 20 30 40 50', message: '', userId: tenant.id };
      const id = (await insertApplication(
        db(),
        { ...values, propertyId: home.id, companyId, external: false, household, locale: 'da-DK' },
        NOW,
      ))!;
      return { group, home, tenant, id };
    }

    async function waitingListMember(listId: number, seniorityDate: string, n: number) {
      const userId = randomUUID();
      await db()
        .insert(users)
        .values({ id: userId, name: `Medlem ${n}`, email: `medlem-${userId}@example.dk` });
      const cpr = `0101${80 + n}-${1000 + n}`;
      const [row] = await db()
        .insert(waitingListMemberships)
        .values({
          listId,
          userId,
          seniorityDate,
          state: 'active',
          locale: 'da-DK',
          affiliation: 'Ingen',
          cprEncrypted: encryptCpr(cpr),
          cprHmac: cprHmac(cpr),
        })
        .returning();
      return { userId, membershipId: row.id };
    }

    it('records the answers, viewings and offers of applications, naming the tenant only by an opaque id', async () => {
      const { companyId, owner } = await companyWithOwner(db());
      const actor = testActorOf(companyId);
      const seen = await applicationTo(companyId);
      await changeApplicationStatusByLandlord(actor, seen.id, { status: 'seen' }, NOW);
      await changeApplicationStatusByLandlord(actor, seen.id, { status: 'seen' }, NOW); // nothing changed: nothing new
      await createViewing(
        actor,
        {
          applicationIds: [seen.id],
          meetingLocation: 'Porten',
          slots: [{ date: '2026-03-10', fromTime: '17:00', toTime: '18:00', capacity: null }],
        },
        NOW,
      );
      await makeOffers(
        actor,
        { applicationIds: [seen.id], moveInDate: '2026-05-01', deadline: '2026-03-09T12:00:00.000Z', monthlyRent: 9000 },
        NOW,
      );
      const declined = await applicationTo(companyId);
      await changeApplicationStatusByLandlord(actor, declined.id, { status: 'declined', message: 'Udlejet.' }, NOW);
      const withdrawn = await applicationTo(companyId);
      await changeApplicationStatusByLandlord(actor, withdrawn.id, { status: 'withdrawnByLandlord' }, NOW);
      await changeGroupStatus(actor, withdrawn.group.externalId!, 'UNPUBLISHED', NOW);

      const { items } = await listAuditEntries(companyId, {}, 100);
      expect(items.map((entry) => [entry.action, entry.subject?.type, entry.subject?.tenantRef ?? null])).toEqual([
        ['publication.changed', 'group', null],
        ['application.withdrawn', 'application', withdrawn.tenant.id],
        ['application.declined', 'application', declined.tenant.id],
        ['offer.made', 'offer', seen.tenant.id],
        ['viewing.invited', 'viewing', null],
        ['application.seen', 'application', seen.tenant.id],
      ]);
      expect(items[0].detail).toMatchObject({ to: 'UNPUBLISHED' });
      expect(items[4].detail).toMatchObject({ applications: [seen.id], homeId: seen.home.id });
      expect(items[5]).toMatchObject({
        actor: { kind: 'key', ref: 'key:0', name: 'Test' },
        ip: '192.0.2.10',
        userAgent: 'vitest',
        at: NOW.toISOString(),
      });
      const text = JSON.stringify(items);
      expect(text).not.toContain('Tove');
      expect(text).not.toContain(seen.tenant.email);
      // The console names the viewing's home, stored by id, by its address; another company cannot look it up.
      const { homes } = await readCompanyLog(owner, {}, companyId);
      expect([...homes]).toEqual([[seen.home.id, items[3].detail.address]]);
      const other = await companyWithOwner(db());
      expect((await homeAddressesOfCompany(other.companyId, [seen.home.id])).size).toBe(0);
    });

    it('records each waiting-list offer with every recipient’s queue position, and each award against the list order', async () => {
      const { companyId } = await companyWithOwner(db());
      const actor = testActorOf(companyId);
      const group = await createGroup(db(), { companyId, hasWaitingList: true });
      const home = await createHome(db(), group.id, { rooms: 3, sizeM2: 80, monthlyRent: 9000 });
      const list = await ensureList(db(), group.id);
      const members: { userId: string; membershipId: number }[] = [];
      for (const [n, date] of ['2010-01-01', '2011-01-01', '2012-01-01'].entries()) members.push(await waitingListMember(list.id, date, n));
      const deadline = new Date(NOW.getTime() + 3 * 24 * 3600_000).toISOString();
      const offer = await makeWaitingListOffer(actor, { id: group.id }, { homeId: home.id, count: 3, deadline }, { now: NOW });
      const [second, third] = offer.recipients.slice(1);
      // The first says no, the second and third say yes: the second is the first eligible yes.
      const answer = (recipientId: number, value: 'interested' | 'notInterested') =>
        db()
          .update(waitingListOfferRecipients)
          .set({ answer: value, answeredAt: NOW })
          .where(eq(waitingListOfferRecipients.id, recipientId));
      await answer(offer.recipients[0].recipientId, 'notInterested');
      await answer(second.recipientId, 'interested');
      await answer(third.recipientId, 'interested');

      // Passing over the second needs a reason; refused without one, nothing is given away or recorded.
      await expect(
        awardWaitingListOffer(actor, { id: group.id }, offer.id, { recipientId: third.recipientId }, { now: NOW }),
      ).rejects.toMatchObject({
        code: 'Rejected',
        key: 'awardReasonRequired',
      });
      expect(await actions(companyId)).toEqual(['waitingList.offered']);
      const reason = 'Nr. 2 kan først flytte ind om et halvt år.';
      await awardWaitingListOffer(actor, { id: group.id }, offer.id, { recipientId: third.recipientId, reason }, { now: NOW });

      const { items } = await listAuditEntries(companyId, {}, 100);
      expect(items.map((entry) => entry.action)).toEqual(['waitingList.awarded', 'waitingList.offered']);
      expect(items[1].detail.recipients).toEqual(
        offer.recipients.map((r, i) => ({
          recipientId: r.recipientId,
          position: r.position,
          membershipId: members[i].membershipId,
          tenantRef: members[i].userId,
        })),
      );
      expect(items[0]).toMatchObject({
        subject: { type: 'waitingListOffer', id: String(offer.id), tenantRef: members[2].userId },
        detail: {
          recipientId: third.recipientId,
          position: 3,
          firstEligibleYes: false,
          firstEligibleRecipientId: second.recipientId,
          reason,
        },
      });
    });

    it('records an award to the first eligible yes as such, without asking why', async () => {
      const { companyId } = await companyWithOwner(db());
      const actor = testActorOf(companyId);
      const group = await createGroup(db(), { companyId, hasWaitingList: true });
      const home = await createHome(db(), group.id, { rooms: 3, sizeM2: 80, monthlyRent: 9000 });
      const list = await ensureList(db(), group.id);
      await waitingListMember(list.id, '2010-01-01', 7);
      const deadline = new Date(NOW.getTime() + 3 * 24 * 3600_000).toISOString();
      const offer = await makeWaitingListOffer(actor, { id: group.id }, { homeId: home.id, count: 1, deadline }, { now: NOW });
      const [only] = offer.recipients;
      await db()
        .update(waitingListOfferRecipients)
        .set({ answer: 'interested', answeredAt: NOW })
        .where(eq(waitingListOfferRecipients.id, only.recipientId));
      await awardWaitingListOffer(actor, { id: group.id }, offer.id, { recipientId: only.recipientId, reason: '  ' }, { now: NOW });
      const [awarded] = (await listAuditEntries(companyId, { action: 'waitingList.awarded' }, 10)).items;
      expect(awarded.detail).toMatchObject({ firstEligibleYes: true, firstEligibleRecipientId: only.recipientId, reason: null });
    });

    it('keeps every entry unchanged when the tenant’s applications are anonymised and their account deleted', async () => {
      const { companyId } = await companyWithOwner(db());
      const declined = await applicationTo(companyId);
      await changeApplicationStatusByLandlord(testActorOf(companyId), declined.id, { status: 'declined' }, NOW);
      const before = await listAuditEntries(companyId, {}, 100);
      await db().transaction(async (tx) => {
        await anonymiseForAccountDeletion(tx, { id: declined.tenant.id }, NOW);
        await tx.delete(users).where(eq(users.id, declined.tenant.id));
      });
      await runJob('anonymise-applications', { handle: ctx.handle, now: new Date(NOW.getTime() + 40 * 24 * 3600_000) });
      await runJob('purge-retained-data', { handle: ctx.handle, now: new Date(NOW.getTime() + 400 * 24 * 3600_000) });
      expect(await listAuditEntries(companyId, {}, 100)).toEqual(before);
      expect(before.items[0].subject).toEqual({ type: 'application', id: declined.id, tenantRef: declined.tenant.id });
    });

    it('shows a company only its own trail, filtered and paged', async () => {
      const first = await companyWithOwner(db());
      const second = await companyWithOwner(db());
      const member = { kind: 'member', userId: first.owner.id, name: first.owner.name } as const;
      for (const [i, at] of ['2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z', '2026-03-03T23:30:00Z'].entries()) {
        await recordAudit(
          db(),
          testActorOf(first.companyId, member),
          { action: 'apiKey.created', subject: { type: 'apiKey', id: i } },
          new Date(at),
        );
      }
      await recordAudit(db(), testActorOf(first.companyId), { action: 'apiKey.revoked', subject: { type: 'apiKey', id: 9 } }, NOW);
      await recordAudit(db(), testActorOf(second.companyId), { action: 'apiKey.created', subject: { type: 'apiKey', id: 5 } }, NOW);

      expect((await listAuditEntries(second.companyId, {}, 10)).items.map((e) => e.subject?.id)).toEqual(['5']);
      expect((await listAuditEntries(first.companyId, { action: 'apiKey.revoked' }, 10)).items.map((e) => e.subject?.id)).toEqual(['9']);
      expect((await listAuditEntries(first.companyId, { actor: `user:${first.owner.id}` }, 10)).items).toHaveLength(3);
      // Danish days: 23:30 UTC on 3 March is 4 March in Copenhagen; NOW is 2 March.
      const days = await listAuditEntries(first.companyId, { from: '2026-03-02', to: '2026-03-03' }, 10);
      expect(days.items.map((e) => e.subject?.id)).toEqual(['9', '1']);
      const lastDay = await listAuditEntries(first.companyId, { from: '2026-03-04', to: '2026-03-04' }, 10);
      expect(lastDay.items.map((e) => e.subject?.id)).toEqual(['2']);
      const page = await listAuditEntries(first.companyId, {}, 2);
      expect(page.items.map((e) => e.subject?.id)).toEqual(['9', '2']);
      const next = await listAuditEntries(first.companyId, { cursor: Number(page.nextCursor) }, 2);
      expect(next).toMatchObject({ nextCursor: null });
      expect(next.items.map((e) => e.subject?.id)).toEqual(['1', '0']);
    });

    it('lets the owner download the filtered log as CSV that no spreadsheet runs; others get 403 or 404', async () => {
      const first = await companyWithOwner(db());
      const second = await companyWithOwner(db());
      const member = await signedInUser(db());
      await console_.addMember(member.email, { cookie: first.owner.cookie });
      await console_.createKey('=HYPERLINK("http://evil.example")', { cookie: first.owner.cookie });
      await console_.createKey('Anden', { cookie: second.owner.cookie });
      const download = (query: string, cookie?: string) => csvRoute.GET(apiRequest('GET', `company/audit-log${query}`, { cookie }));

      const csv = await download('?action=apiKey.created&from=&to=', first.owner.cookie);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toContain('attachment');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe('at,actorKind,actorRef,actorName,action,subjectType,subjectId,tenantRef,ip,userAgent,detail');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,member,user:${first.owner.id},Ejer`);
      expect(lines[1]).not.toMatch(/,=HYPERLINK/);
      expect(lines[1]).toContain('"{""label"":""=HYPERLINK');
      expect((await download('', member.cookie)).status).toBe(403);
      expect((await download(`?company=${first.companyId}`, second.owner.cookie)).status).toBe(404);
      expect((await download('')).status).toBe(401);
      expect((await download('?action=nonsense', first.owner.cookie)).status).toBe(400);
    });

    it('gives an API key its own company’s log only, paged by cursor, and records the key’s own acts', async () => {
      const own = await companyWithKey(db());
      const other = await companyWithKey(db());
      const group = await createGroup(db(), { companyId: own.companyId, externalId: `EJD-${randomUUID().slice(0, 8)}` });
      await createHome(db(), group.id);
      const put = (status: string) =>
        providerStatusRoute.PUT(
          providerRequest('PUT', `/groups/${group.externalId}/status`, { key: own.key, body: { status } }),
          providerParams({ groupId: group.externalId! }),
        );
      expect((await put('UNPUBLISHED')).status).toBe(200);
      expect((await put('PUBLISHED')).status).toBe(200);
      await recordAudit(db(), testActorOf(other.companyId), { action: 'member.added', subject: { type: 'member', id: 'x' } }, NOW);

      const read = async (query: string, key = own.key) => {
        const response = await providerLogRoute.GET(providerRequest('GET', `/audit-log${query}`, { key }));
        return { status: response.status, body: await response.json() };
      };
      const first = await read('?limit=1');
      expect(first.status).toBe(200);
      expect(first.body.items).toHaveLength(1);
      expect(first.body.items[0]).toMatchObject({
        action: 'publication.changed',
        actor: { kind: 'key', name: 'CRM' },
        detail: { from: 'UNPUBLISHED', to: 'PUBLISHED' },
      });
      const second = await read(`?limit=1&cursor=${first.body.nextCursor}`);
      expect(second.body).toMatchObject({ items: [{ detail: { to: 'UNPUBLISHED' } }], nextCursor: expect.any(String) });
      const third = await read(`?limit=1&cursor=${second.body.nextCursor}`);
      expect(third.body).toMatchObject({ items: [{ action: 'apiKey.created' }], nextCursor: null });
      expect((await read('?action=webhook.created')).body.items).toEqual([]);
      expect((await read('', other.key)).body.items.map((e: { action: string }) => e.action)).toEqual(['member.added', 'apiKey.created']);
      expect((await read('?from=2026-13-01')).status).toBe(422);
    });
  },
  { install: true },
);
