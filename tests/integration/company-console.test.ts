import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as keysRoute from '@/app/api/company/api-keys/route';
import * as keyRoute from '@/app/api/company/api-keys/[id]/route';
import * as membersRoute from '@/app/api/company/members/route';
import * as memberRoute from '@/app/api/company/members/[userId]/route';
import * as answerRoute from '@/app/api/company/applications/[id]/status/route';
import { insertApplication } from '@/lib/applications/repository';
import { companyMembers } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { companies } from '@/lib/db/schema/catalogue';
import { emailMessages } from '@/lib/db/schema/email';
import { apiKeys } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { authenticateApiKey } from '@/lib/providers/key-service';
import { apiRequest, type ApiCall } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { signedInUser } from './support/sessions';

const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

const api = {
  createKey: (name: string, call: ApiCall) => keysRoute.POST(apiRequest('POST', 'company/api-keys', { ...call, body: { name } })),
  revokeKey: (id: number, call: ApiCall) =>
    keyRoute.DELETE(apiRequest('DELETE', `company/api-keys/${id}`, call), withParams({ id: String(id) })),
  addMember: (email: string, call: ApiCall) => membersRoute.POST(apiRequest('POST', 'company/members', { ...call, body: { email } })),
  removeMember: (userId: string, call: ApiCall) =>
    memberRoute.DELETE(apiRequest('DELETE', `company/members/${userId}`, call), withParams({ userId })),
  answer: (id: string, body: unknown, call: ApiCall) =>
    answerRoute.POST(apiRequest('POST', `company/applications/${id}/status`, { ...call, body }), withParams({ id })),
};

let counter = 0;

/** A company with a signed-in owner; `cookie` is the owner's session. */
async function companyWithOwner(db: Db) {
  const n = ++counter;
  const [company] = await db
    .insert(companies)
    .values({ slug: `konsol-${n}-${Date.now()}`, name: `Konsol ${n}` })
    .returning();
  const owner = await signedInUser(db);
  await db.insert(companyMembers).values({ userId: owner.id, companyId: company.id, role: 'owner' });
  return { companyId: company.id, owner };
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-company-console-0123456789');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'company console API',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('lets the owner make a key (shown once, stored hashed) and revoke it; the key then stops working', async () => {
      const { companyId, owner } = await companyWithOwner(db());
      const created = await api.createKey('CRM produktion', { cookie: owner.cookie, locale: 'da' });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('private, no-store');
      const { key, secret } = await created.json();
      expect(key).toMatchObject({ name: 'CRM produktion', revokedAt: null, lastUsedAt: null });
      expect(secret.startsWith(key.prefix)).toBe(true);
      expect(await authenticateApiKey(`Bearer ${secret}`)).toEqual({ keyId: key.id, companyId, label: 'CRM produktion' });
      const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(JSON.stringify(stored)).not.toContain(secret);

      expect((await api.revokeKey(key.id, { cookie: owner.cookie })).status).toBe(204);
      expect(await authenticateApiKey(`Bearer ${secret}`)).toBeNull();
    });

    it('refuses keys and members to plain members (403), and everything to people of another company (404)', async () => {
      const first = await companyWithOwner(db());
      const second = await companyWithOwner(db());
      const member = await signedInUser(db());
      expect((await api.addMember(member.email, { cookie: first.owner.cookie })).status).toBe(200);

      const refused = await api.createKey('Mit eget', { cookie: member.cookie, locale: 'da' });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe('Kun virksomhedens ejer kan gøre dette.');
      expect((await api.addMember(second.owner.email, { cookie: member.cookie })).status).toBe(403);

      // The second company's owner cannot reach the first company's key, nor name the first company.
      const { key } = await (await api.createKey('Første', { cookie: first.owner.cookie })).json();
      expect((await api.revokeKey(key.id, { cookie: second.owner.cookie })).status).toBe(404);
      expect(
        (
          await keyRoute.DELETE(
            apiRequest('DELETE', `company/api-keys/${key.id}?company=${first.companyId}`, { cookie: second.owner.cookie }),
            withParams({ id: String(key.id) }),
          )
        ).status,
      ).toBe(404);
      const [stillActive] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(stillActive.revokedAt).toBeNull();

      const outsider = await signedInUser(db());
      expect((await api.createKey('X', { cookie: outsider.cookie })).status).toBe(404);
      expect((await api.createKey('X', {})).status).toBe(401);
      expect((await api.createKey('X', { cookie: first.owner.cookie, origin: 'https://evil.example' })).status).toBe(403);
    });

    it('adds members by e-mail, says when there is no such account or they already are one, and never removes the owner', async () => {
      const { owner, companyId } = await companyWithOwner(db());
      const person = await signedInUser(db());
      const added = await api.addMember(person.email.toUpperCase(), { cookie: owner.cookie, locale: 'da' });
      expect(added.status).toBe(200);
      const [mail] = await db()
        .select({ subject: emailMessages.subject, text: emailMessages.text })
        .from(emailMessages)
        .where(and(eq(emailMessages.to, person.email), eq(emailMessages.template, 'companyMemberAdded')));
      expect(mail.subject).toMatch(/^Du har nu adgang til Konsol \d+/);
      expect(mail.text).toContain('/konto/virksomhed');
      expect((await added.json()).map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual(
        [
          [owner.email, 'owner'],
          [person.email, 'member'],
        ].sort(),
      );
      const again = await api.addMember(person.email, { cookie: owner.cookie, locale: 'en' });
      expect(again.status).toBe(409);
      expect(await again.text()).toBe('That person is already a member of the company.');
      expect((await api.addMember('nobody@example.dk', { cookie: owner.cookie })).status).toBe(422);
      expect((await api.addMember('not an address', { cookie: owner.cookie })).status).toBe(400);

      expect((await api.removeMember(owner.id, { cookie: owner.cookie })).status).toBe(409);
      const removed = await api.removeMember(person.id, { cookie: owner.cookie });
      expect(removed.status).toBe(200);
      const members = await db().select().from(companyMembers).where(eq(companyMembers.companyId, companyId));
      expect(members.map((m) => m.userId)).toEqual([owner.id]);
    });

    it('answers an application of the member’s own company only', async () => {
      const own = await companyWithOwner(db());
      const other = await companyWithOwner(db());
      const group = await createGroup(db());
      const home = await createHome(db(), group.id);
      const applicant = await signedInUser(db());
      const id = (await insertApplication(
        db(),
        {
          name: 'Ida',
          email: 'ida@example.dk',
          phone: '+45 20 30 40 50',
          message: '',
          userId: applicant.id,
          propertyId: home.id,
          companyId: own.companyId,
          external: false,
          household: { adults: 1, children: 0, pets: false, occupation: null, incomeBand: null, moveInDate: null },
          locale: 'da-DK',
        },
        new Date(),
      ))!;
      expect((await api.answer(id, { status: 'declined' }, { cookie: other.owner.cookie })).status).toBe(404);
      expect((await api.answer(id, { status: 'declined', message: 'x'.repeat(2001) }, { cookie: own.owner.cookie })).status).toBe(400);
      const answered = await api.answer(id, { status: 'declined', message: 'Boligen er udlejet.' }, { cookie: own.owner.cookie });
      expect(answered.status).toBe(200);
      expect(await answered.json()).toMatchObject({ status: 'declined', active: false });
      const [row] = await db().select().from(applications).where(eq(applications.id, id));
      expect(row.status).toBe('declined');
    });
  },
  { install: true },
);
