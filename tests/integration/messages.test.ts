import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as tenantRoute from '@/app/api/messages/route';
import * as replyRoute from '@/app/api/company/conversations/[id]/route';
import * as apiListRoute from '@/app/api/provider/v1/conversations/route';
import * as apiItemRoute from '@/app/api/provider/v1/conversations/[id]/route';
import * as apiReplyRoute from '@/app/api/provider/v1/conversations/[id]/messages/route';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import { createApiKey } from '@/lib/providers/key-service';
import { providerRequest, withParams } from './support/provider-requests';
import { insertApplication } from '@/lib/applications/repository';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { auditEntries } from '@/lib/db/schema/audit';
import { emailMessages } from '@/lib/db/schema/email';
import { applications } from '@/lib/db/schema/applications';
import { conversationMessages, conversations } from '@/lib/db/schema/messages';
import { runJob } from '@/lib/jobs/run';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import type { Db } from '@/lib/db/types';
import { stopBackgroundDelivery } from '@/lib/email/service';
import {
  changeConversation,
  countMyUnread,
  listAllMyConversations,
  listInbox,
  listMyConversations,
  readCompanyConversation,
  readSubjectConversation,
  replyAsStaff,
  withdrawAsStaff,
  withdrawAsTenant,
  writeAsTenant,
  type StaffViewer,
} from '@/lib/messages/service';
import { MAIL_BURST_MS, MESSAGE_PERSON_LIMIT } from '@/lib/messages/rules';
import { testActorOf } from './support/audit-actors';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { apiRequest } from './support/api-requests';
import { ORIGIN, signedInUser } from './support/sessions';

// 10:00 in Copenhagen (winter): outside quiet hours.
const NOW = new Date('2026-03-02T09:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let counter = 0;

async function person(db: Db, name: string) {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${++counter}-${Date.now()}@example.dk`;
  await db.insert(users).values({ id, name, email, emailVerified: true });
  return { id, name, email };
}

/** A company with an owner and a plain member, a home, and a tenant's application for it. */
async function landlordWithApplicant(db: Db) {
  const group = await createGroup(db);
  const home = await createHome(db, group.id);
  const owner = await person(db, 'Ejer Olsen');
  const member = await person(db, 'Medlem Madsen');
  await db.insert(companyMembers).values([
    { userId: owner.id, companyId: group.companyId, role: 'owner' },
    { userId: member.id, companyId: group.companyId, role: 'member' },
  ]);
  const tenant = await person(db, 'Ida Holm');
  const applicationId = await applyFor(db, tenant.id, home.id, group.companyId);
  const asMember = (who: { id: string; name: string }) => testActorOf(group.companyId, { kind: 'member', userId: who.id, name: who.name });
  const viewer = (who: { id: string }, owns: boolean): StaffViewer => ({ id: who.id, companyId: group.companyId, owner: owns });
  return { companyId: group.companyId, home, owner, member, tenant, applicationId, asMember, viewer };
}

async function applyFor(db: Db, userId: string, propertyId: number, companyId: number) {
  const application = { name: 'Ida', email: 'ida@example.dk', phone: '20304050', message: '', household: null as never };
  const id = await insertApplication(
    db,
    { ...application, userId, propertyId, companyId, external: false, locale: 'da-DK', household: undefined as never },
    NOW,
  );
  return id!;
}

const onApplication = (applicationId: string, body: string) => ({ subjectType: 'application' as const, subjectId: applicationId, body });
const subjectOf = (applicationId: string) => ({ subjectType: 'application' as const, subjectId: applicationId });

async function mailsTo(db: Db, to: string) {
  return db
    .select({ template: emailMessages.template, text: emailMessages.text, nextAttemptAt: emailMessages.nextAttemptAt })
    .from(emailMessages)
    .where(and(eq(emailMessages.to, to), eq(emailMessages.template, 'newMessage')));
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { code?: string; key?: string }) => `${error.code}:${error.key}`,
  );

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-messages-suite-0123456789abc');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** The application page's plain form, as a browser without JavaScript posts it. */
const plainPost = (cookie: string, fields: Record<string, string>) =>
  tenantRoute.POST(
    new Request(`${ORIGIN}/api/messages`, {
      method: 'POST',
      body: new URLSearchParams({ locale: 'en-DK', ...fields }).toString(),
      headers: { host: 'localhost:3000', origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );

describeEachEngine(
  'messages',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('a tenant writes on their application, the company reads and answers, each on the record', async () => {
      const l = await landlordWithApplicant(db());
      expect(await readSubjectConversation(l.tenant, subjectOf(l.applicationId), NOW)).toBeNull();
      const { conversationId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Kan jeg se boligen på lørdag?'), NOW);

      const inbox = await listInbox(l.viewer(l.member, false), {});
      expect(inbox).toMatchObject([{ id: conversationId, unread: 1, tenantName: 'Ida Holm', title: expect.stringContaining('Testvej') }]);
      const read = await readCompanyConversation(l.viewer(l.member, false), conversationId, later(1));
      expect(read.messages).toMatchObject([{ side: 'tenant', authorName: 'Ida Holm', body: 'Kan jeg se boligen på lørdag?', own: false }]);
      expect((await listInbox(l.viewer(l.member, false), {}))[0].unread).toBe(0);

      await replyAsStaff(l.asMember(l.member), conversationId, { body: 'Ja, kl. 11 passer fint.' }, later(2));
      expect(await countMyUnread(l.tenant)).toBe(1);
      const tenantView = await readSubjectConversation(l.tenant, subjectOf(l.applicationId), later(3));
      expect(tenantView!.messages.map((m) => [m.side, m.authorName, m.body, m.own])).toEqual([
        ['tenant', 'Ida Holm', 'Kan jeg se boligen på lørdag?', true],
        ['staff', 'Medlem Madsen', 'Ja, kl. 11 passer fint.', false],
      ]);
      // The read receipt: the company read the tenant's message after it was written.
      expect(new Date(tenantView!.otherReadAt!).getTime()).toBeGreaterThanOrEqual(later(1).getTime());
      expect(await countMyUnread(l.tenant)).toBe(0);
      expect(await listMyConversations(l.tenant)).toMatchObject([{ id: conversationId, unread: 0, companyName: expect.any(String) }]);

      const audit = await db().select().from(auditEntries).where(eq(auditEntries.companyId, l.companyId));
      expect(audit.map((entry) => [entry.action, entry.actorRef, entry.subjectType, entry.tenantRef])).toEqual([
        ['message.sent', `user:${l.member.id}`, 'conversation', l.tenant.id],
      ]);
    });

    it('another tenant and another company reach nothing of the conversation', async () => {
      const l = await landlordWithApplicant(db());
      const other = await landlordWithApplicant(db());
      const { conversationId, messageId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Hej'), NOW);

      // The other tenant: neither writes on, reads nor withdraws from the first one's application.
      expect(await refusal(writeAsTenant(other.tenant, onApplication(l.applicationId, 'Hej'), NOW))).toBe('NotFound:notFound');
      expect(await readSubjectConversation(other.tenant, subjectOf(l.applicationId), NOW)).toBeNull();
      expect(await refusal(withdrawAsTenant(other.tenant, messageId, NOW))).toBe('NotFound:notFound');
      expect(await listMyConversations(other.tenant)).toEqual([]);

      // The other company's owner: not in their inbox, not to be read, answered or changed.
      const stranger = other.asMember(other.owner);
      expect(await listInbox(other.viewer(other.owner, true), {})).toEqual([]);
      expect(await refusal(readCompanyConversation(other.viewer(other.owner, true), conversationId, NOW))).toBe('NotFound:notFound');
      expect(await refusal(replyAsStaff(stranger, conversationId, { body: 'Hej' }, NOW))).toBe('NotFound:notFound');
      expect(await refusal(changeConversation(stranger, conversationId, { state: 'closed' }))).toBe('NotFound:notFound');
      expect(await refusal(withdrawAsStaff(stranger, messageId, NOW))).toBe('NotFound:notFound');
      // Nor can staff withdraw the tenant's message, or a colleague's.
      const reply = await replyAsStaff(l.asMember(l.owner), conversationId, { body: 'Velkommen' }, NOW);
      expect(await refusal(withdrawAsStaff(l.asMember(l.owner), messageId, NOW))).toBe('NotFound:notFound');
      expect(await refusal(withdrawAsStaff(l.asMember(l.member), reply.id, NOW))).toBe('NotFound:notFound');
      // An unknown subject, or a made-up id, is not found either.
      expect(await refusal(writeAsTenant(l.tenant, onApplication(randomUUID(), 'Hej'), NOW))).toBe('NotFound:notFound');
      expect(await refusal(readCompanyConversation(l.viewer(l.owner, true), 'x', NOW))).toBe('NotFound:notFound');
    });

    it('withdrawing keeps the message in its place as withdrawn, and its text on record', async () => {
      const l = await landlordWithApplicant(db());
      const { conversationId, messageId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Forkert bolig, undskyld'), NOW);
      expect(await withdrawAsTenant(l.tenant, messageId, later(1))).toEqual(subjectOf(l.applicationId));
      expect(await refusal(withdrawAsTenant(l.tenant, messageId, later(2)))).toBe('Conflict:messageAlreadyWithdrawn');
      const staffView = await readCompanyConversation(l.viewer(l.owner, true), conversationId, later(3));
      expect(staffView.messages).toMatchObject([{ body: null, withdrawnAt: later(1).toISOString() }]);
      const [stored] = await db().select().from(conversationMessages).where(eq(conversationMessages.id, messageId));
      expect(stored.body).toBe('Forkert bolig, undskyld');

      const reply = await replyAsStaff(l.asMember(l.owner), conversationId, { body: 'Det er i orden' }, later(4));
      expect(await withdrawAsStaff(l.asMember(l.owner), reply.id, later(5))).toBe(conversationId);
      const actions = await db()
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(eq(auditEntries.companyId, l.companyId))
        .orderBy(auditEntries.id);
      expect(actions.map((a) => a.action)).toEqual(['message.sent', 'message.withdrawn']);
      // A withdrawn message is no longer unread.
      expect(await countMyUnread(l.tenant)).toBe(0);
      // The tenant's data export holds what they wrote, withdrawn too; not what staff withdrew.
      expect((await listAllMyConversations(l.tenant))[0].messages.map((m) => [m.side, m.body, Boolean(m.withdrawnAt)])).toEqual([
        ['tenant', 'Forkert bolig, undskyld', true],
        ['staff', null, true],
      ]);
      expect(await listAllMyConversations(l.member)).toEqual([]);
    });

    it('mails the other side once per burst: again after they read it, or after the quiet time', async () => {
      const l = await landlordWithApplicant(db());
      const write = (body: string, at: Date) => writeAsTenant(l.tenant, onApplication(l.applicationId, body), at);
      const { conversationId } = await write('Første', NOW);
      await write('Anden', later(1));
      await write('Tredje', later(2));
      // Nobody is assigned: the owner hears of it, the plain member does not.
      expect(await mailsTo(db(), l.owner.email)).toHaveLength(1);
      expect(await mailsTo(db(), l.member.email)).toHaveLength(0);
      const [mail] = await mailsTo(db(), l.owner.email);
      expect(mail.text).toContain(`/konto/virksomhed/beskeder/${conversationId}`);
      expect(mail.text).not.toContain('Første');

      await readCompanyConversation(l.viewer(l.owner, true), conversationId, later(3));
      await write('Fjerde', later(4));
      expect(await mailsTo(db(), l.owner.email)).toHaveLength(2);
      await write('Femte', later(5 + MAIL_BURST_MS / 60_000 - 2));
      expect(await mailsTo(db(), l.owner.email)).toHaveLength(2);
      await write('Sjette', later(5 + MAIL_BURST_MS / 60_000));
      expect(await mailsTo(db(), l.owner.email)).toHaveLength(3);

      // Assigned, the conversation's mails go to the assignee.
      await changeConversation(l.asMember(l.owner), conversationId, { assignee: l.member.id });
      await write('Syvende', later(200));
      expect(await mailsTo(db(), l.member.email)).toHaveLength(1);
      expect(await mailsTo(db(), l.owner.email)).toHaveLength(3);
    });

    it("holds the tenant's mail over quiet hours, and sends none when they switched it off", async () => {
      const l = await landlordWithApplicant(db());
      const { conversationId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Hej'), NOW);
      // 22:30 in Copenhagen: the mail waits for 07:00.
      const evening = new Date('2026-03-02T21:30:00Z');
      await replyAsStaff(l.asMember(l.owner), conversationId, { body: 'Svar om aftenen' }, evening);
      const [mail] = await mailsTo(db(), l.tenant.email);
      expect(mail.nextAttemptAt.toISOString()).toBe('2026-03-03T06:00:00.000Z');
      expect(mail.text).toContain(`/anmodning/${l.applicationId}`);

      const quiet = await landlordWithApplicant(db());
      await db().insert(notificationPreferences).values({ userId: quiet.tenant.id, messages: false });
      const second = await writeAsTenant(quiet.tenant, onApplication(quiet.applicationId, 'Hej'), NOW);
      await replyAsStaff(quiet.asMember(quiet.owner), second.conversationId, { body: 'Svar' }, later(1));
      expect(await mailsTo(db(), quiet.tenant.email)).toHaveLength(0);
    });

    it('shows the tenant a warning beside a scam-like staff message, and flags it to the owner only', async () => {
      const l = await landlordWithApplicant(db());
      const { conversationId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Hvornår kan jeg se den?'), NOW);
      await replyAsStaff(
        l.asMember(l.member),
        conversationId,
        { body: 'Send depositum på MobilePay 22 33 44 55 før fremvisningen' },
        later(1),
      );
      const tenantView = await readSubjectConversation(l.tenant, subjectOf(l.applicationId), later(2));
      expect(tenantView!.messages[1].scamSignals).toEqual(['mobilePay', 'depositBeforeViewing']);
      expect((await listInbox(l.viewer(l.owner, true), {}))[0].flagged).toBe(true);
      expect((await listInbox(l.viewer(l.member, false), {}))[0].flagged).toBe(false);
      const memberView = await readCompanyConversation(l.viewer(l.member, false), conversationId, later(3));
      expect(memberView.messages[1].scamSignals).toEqual([]);
    });

    it('filters the inbox by home, state and assignee, unread first', async () => {
      const l = await landlordWithApplicant(db());
      const secondHome = await createHome(db(), (await createGroup(db())).id);
      const second = await person(db(), 'Bo Berg');
      const secondApplication = await applyFor(db(), second.id, secondHome.id, l.companyId);
      const first = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Først'), NOW);
      const next = await writeAsTenant(second, onApplication(secondApplication, 'Senere'), later(1));
      await readCompanyConversation(l.viewer(l.owner, true), next.conversationId, later(2));
      const ids = async (filter: Parameters<typeof listInbox>[1]) => (await listInbox(l.viewer(l.owner, true), filter)).map((c) => c.id);
      // The older one is unread, so it comes first.
      expect(await ids({})).toEqual([first.conversationId, next.conversationId]);
      // Withdrawn, it is nothing to read: the newer conversation comes first again.
      await withdrawAsTenant(l.tenant, first.messageId, later(2));
      expect(await ids({})).toEqual([next.conversationId, first.conversationId]);
      expect(await ids({ home: l.home.id })).toEqual([first.conversationId]);
      await changeConversation(l.asMember(l.owner), first.conversationId, { assignee: l.member.id, state: 'closed' });
      expect(await ids({ state: 'closed' })).toEqual([first.conversationId]);
      expect(await ids({ state: 'open' })).toEqual([next.conversationId]);
      expect(await ids({ assignee: l.member.id })).toEqual([first.conversationId]);
      expect(await ids({ assignee: 'none' })).toEqual([next.conversationId]);
      expect((await listInbox(l.viewer(l.member, false), { assignee: 'me' })).map((c) => c.id)).toEqual([first.conversationId]);
      // Only a member of the company can be assigned; the tenant's message reopens a closed conversation.
      expect(await refusal(changeConversation(l.asMember(l.owner), first.conversationId, { assignee: second.id }))).toBe(
        'Invalid:notAMember',
      );
      await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Et spørgsmål mere'), later(3));
      expect(await ids({ state: 'closed' })).toEqual([]);
    });

    it("refuses a person's message past their hourly limit, counting nothing more", async () => {
      const l = await landlordWithApplicant(db());
      for (let i = 0; i < MESSAGE_PERSON_LIMIT.max; i++) await writeAsTenant(l.tenant, onApplication(l.applicationId, `Nr. ${i}`), NOW);
      expect(await refusal(writeAsTenant(l.tenant, onApplication(l.applicationId, 'En for meget'), NOW))).toBe(
        'RateLimited:tooManyRequests',
      );
      const stored = await db()
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .innerJoin(
          // Only this tenant's messages: other tests' rows share the database.
          users,
          eq(users.id, conversationMessages.authorUserId),
        )
        .where(eq(users.id, l.tenant.id));
      expect(stored).toHaveLength(MESSAGE_PERSON_LIMIT.max);
      // An hour later the window is new.
      await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Næste time'), later(61));
    });

    it("takes the tenant's message over HTTP, as JSON or the plain form, and answers refusals in their words", async () => {
      const l = await landlordWithApplicant(db());
      const signedIn = await signedInUser(db(), { name: 'Ida Holm' });
      const applicationId = await applyFor(db(), signedIn.id, l.home.id, l.companyId);
      const body = (text: string) => ({ subjectType: 'application', subjectId: applicationId, body: text });
      const post = (call: Parameters<typeof apiRequest>[2]) => tenantRoute.POST(apiRequest('POST', 'messages', call));

      expect((await post({ body: body('Hej') })).status).toBe(401);
      expect((await post({ cookie: signedIn.cookie, body: body('Hej'), origin: 'https://evil.example' })).status).toBe(403);
      // Another tenant's application is not found, whoever asks.
      const other = await signedInUser(db());
      expect((await post({ cookie: other.cookie, body: body('Hej') })).status).toBe(404);
      const tooLong = await post({ cookie: signedIn.cookie, body: body('x'.repeat(4001)) });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.text()).toBe('The message may be at most 4000 characters.');
      const markup = await post({ cookie: signedIn.cookie, locale: 'da', body: body('<b>Hej</b>') });
      expect(await markup.text()).toBe('Skriv beskeden som almindelig tekst uden HTML-koder.');

      const sent = await post({ cookie: signedIn.cookie, body: body('Hej fra JSON') });
      expect(sent.status).toBe(201);
      const { conversationId } = (await sent.json()) as { conversationId: string };

      const plain = await plainPost(signedIn.cookie, { subjectType: 'application', subjectId: applicationId, body: 'Hej uden script' });
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toBe(`/en-DK/anmodning/${applicationId}`);
      const refused = await plainPost(signedIn.cookie, { subjectType: 'application', subjectId: applicationId, body: '' });
      expect(refused.headers.get('location')).toBe(`/en-DK/anmodning/${applicationId}?fejl=bodyRequired`);

      const view = await readCompanyConversation(l.viewer(l.owner, true), conversationId, later(1));
      expect(view.messages.map((m) => m.body)).toEqual(['Hej fra JSON', 'Hej uden script']);

      // Staff of another company get a 404 from the console's reply route, and nothing is written.
      const otherCompany = await landlordWithApplicant(db());
      const stranger = await signedInUser(db());
      await db().insert(companyMembers).values({ userId: stranger.id, companyId: otherCompany.companyId, role: 'owner' });
      const reply = await replyRoute.POST(
        apiRequest('POST', `company/conversations/${conversationId}`, { cookie: stranger.cookie, body: { body: 'Hej' } }),
        {
          params: Promise.resolve({ id: conversationId }),
        },
      );
      expect(reply.status).toBe(404);
      expect((await readCompanyConversation(l.viewer(l.owner, true), conversationId, later(2))).messages).toHaveLength(2);
    });

    it('takes the texts of a conversation with its application when that is anonymised, and nothing sooner', async () => {
      const l = await landlordWithApplicant(db());
      const kept = await landlordWithApplicant(db());
      const { conversationId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Mit telefonnummer er 20304050'), NOW);
      await replyAsStaff(l.asMember(l.owner), conversationId, { body: 'Tak, Ida' }, later(1));
      const other = await writeAsTenant(kept.tenant, onApplication(kept.applicationId, 'Jeg bliver'), NOW);
      // Deleted from the overview and inactive: anonymised 30 days later by the job.
      await db().update(applications).set({ deletedAt: NOW, inactiveAt: NOW }).where(eq(applications.id, l.applicationId));
      const run = (days: number) => runJob('anonymise-applications', { handle: ctx.handle, now: later(days * 24 * 60) });
      await run(29);
      expect((await readCompanyConversation(l.viewer(l.owner, true), conversationId, later(2))).messages[0].body).toBe(
        'Mit telefonnummer er 20304050',
      );
      await run(31);
      const [conversation] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
      expect(conversation).toMatchObject({ tenantUserId: null, anonymisedAt: later(31 * 24 * 60) });
      const stored = await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId));
      expect(stored.map((m) => [m.authorSide, m.authorName, m.body]).sort()).toEqual([
        ['staff', 'Ejer Olsen', ''],
        ['tenant', '', ''],
      ]);
      expect(await readSubjectConversation(l.tenant, subjectOf(l.applicationId), later(2))).toBeNull();
      // Another application's conversation is untouched.
      const untouched = await readCompanyConversation(kept.viewer(kept.owner, true), other.conversationId, later(2));
      expect(untouched.messages[0].body).toBe('Jeg bliver');
    });

    it("lets a CRM list, read and answer the company's conversations through the provider API, and tells it of each message", async () => {
      const l = await landlordWithApplicant(db());
      const other = await landlordWithApplicant(db());
      const { secret: key } = await createApiKey(testActorOf(l.companyId), 'CRM');
      const { secret: otherKey } = await createApiKey(testActorOf(other.companyId), 'Fremmed CRM');
      await db()
        .insert(webhookEndpoints)
        .values({ companyId: l.companyId, url: 'https://crm.example/hooks', secret: 's', events: ['message.created'] });
      const { conversationId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Er der elevator?'), NOW);

      const list = await apiListRoute.GET(providerRequest('GET', '/conversations', { key }));
      expect(list.status).toBe(200);
      expect((await list.json()).items).toMatchObject([{ id: conversationId, unread: 1, tenantName: 'Ida Holm' }]);
      const read = await apiItemRoute.GET(
        providerRequest('GET', `/conversations/${conversationId}`, { key }),
        withParams({ id: conversationId }),
      );
      expect((await read.json()).messages).toMatchObject([{ side: 'tenant', body: 'Er der elevator?' }]);
      const reply = await apiReplyRoute.POST(
        providerRequest('POST', `/conversations/${conversationId}/messages`, { key, body: { body: 'Ja, til alle etager.' } }),
        withParams({ id: conversationId }),
      );
      expect(reply.status).toBe(201);
      expect(await reply.json()).toMatchObject({ side: 'staff', authorName: 'CRM', body: 'Ja, til alle etager.' });
      expect((await readSubjectConversation(l.tenant, subjectOf(l.applicationId), later(1)))!.messages[1].authorName).toBe('CRM');
      const [audit] = await db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.companyId, l.companyId), eq(auditEntries.action, 'message.sent')));
      expect(audit).toMatchObject({ actorKind: 'key', actorName: 'CRM', subjectType: 'conversation', subjectId: conversationId });

      // Another company's key: nothing listed, nothing read or answered.
      expect((await (await apiListRoute.GET(providerRequest('GET', '/conversations', { key: otherKey }))).json()).items).toEqual([]);
      const foreign = await apiItemRoute.GET(
        providerRequest('GET', `/conversations/${conversationId}`, { key: otherKey }),
        withParams({ id: conversationId }),
      );
      expect(foreign.status).toBe(404);
      const foreignReply = await apiReplyRoute.POST(
        providerRequest('POST', `/conversations/${conversationId}/messages`, { key: otherKey, body: { body: 'Hej' } }),
        withParams({ id: conversationId }),
      );
      expect(foreignReply.status).toBe(404);
      const markup = await apiReplyRoute.POST(
        providerRequest('POST', `/conversations/${conversationId}/messages`, { key, body: { body: '<b>Hej</b>' } }),
        withParams({ id: conversationId }),
      );
      expect(markup.status).toBe(422);

      // Each message, the tenant's and the reply, is one message.created event for the company's endpoint.
      const events = await db()
        .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.companyId, l.companyId));
      expect(events.map((e) => [e.type, (e.payload as { data: { body: string; conversationId: string } }).data.body])).toEqual([
        ['message.created', 'Er der elevator?'],
        ['message.created', 'Ja, til alle etager.'],
      ]);
      expect(await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, other.companyId))).toEqual([]);
    });

    it("keeps a deactivated tenant's conversation readable to the company, and mails no deactivated staff", async () => {
      const l = await landlordWithApplicant(db());
      const { conversationId } = await writeAsTenant(l.tenant, onApplication(l.applicationId, 'Jeg flytter til udlandet'), NOW);
      await db()
        .update(users)
        .set({ deactivatedAt: later(1) })
        .where(eq(users.id, l.tenant.id));
      const view = await readCompanyConversation(l.viewer(l.member, false), conversationId, later(2));
      expect(view).toMatchObject({ tenantName: 'Ida Holm', messages: [{ body: 'Jeg flytter til udlandet' }] });

      // The owner is deactivated: a new message mails nobody at the company rather than them.
      const quiet = await landlordWithApplicant(db());
      await db().update(users).set({ deactivatedAt: NOW }).where(eq(users.id, quiet.owner.id));
      await writeAsTenant(quiet.tenant, onApplication(quiet.applicationId, 'Hej'), later(1));
      expect(await mailsTo(db(), quiet.owner.email)).toEqual([]);
    });
  },
  { install: true },
);
