import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as invitationRoute from '@/app/api/waiting-list-invitations/[token]/route';
import * as membersRoute from '@/app/api/provider/v1/groups/[groupId]/waiting-list/members/route';
import { users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { payments, subscriptions } from '@/lib/db/schema/payments';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import { renewSubscriptions } from '@/lib/jobs/renew-subscriptions';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import { recordProof } from '@/lib/mitid/service';
import { completeInvitation, getInvitation, importLegacyMember, INVITATION_VALID_DAYS } from '@/lib/waiting-lists/invitation-service';
import { cprHmac } from '@/lib/cpr/cpr-crypto';
import type { SignUpResult } from '@/lib/waiting-lists/schema';
import { apiRequest, type ApiCall } from './support/api-requests';
import { createGroup } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { sandboxPay } from './support/paid-signups';
import { companyWithKey, providerRequest, withParams } from './support/provider-requests';
import { newEmail, signedInUser } from './support/sessions';

/* An imported member's link (/venteliste-tilmelding/{token}) is theirs alone, and a fee list's fee is paid or vouched for. */

const complete = (token: string, call?: ApiCall) =>
  invitationRoute.POST(apiRequest('POST', `waiting-list-invitations/${token}`, call), { params: Promise.resolve({ token }) });

const NO_CRITERIA = { sizeFrom: null, sizeTo: null, roomsFrom: null, roomsTo: null, rentFrom: null, rentTo: null };
let cprCounter = 0;
/** A valid CPR number (7th digit 4: born 2000–2036) no other sign-up of this file uses. */
const form = () => ({ affiliation: 'Ingen tilknytning', cpr: `${String(++cprCounter).padStart(2, '0')}0110-4000`, criteria: NO_CRITERIA });

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-invitations-suite-0123');
  vi.stubEnv('CPR_KEY', 'c'.repeat(64));
  vi.stubEnv('STRIPE_SECRET_KEY', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'waiting-list invitations',
  (ctx) => {
    const db = () => ctx.handle.db;

    /** The link in the newest invitation mail to `email`. */
    async function linkMailedTo(email: string): Promise<string> {
      const mails = await db()
        .select({ text: emailMessages.text })
        .from(emailMessages)
        .where(and(eq(emailMessages.to, email), eq(emailMessages.template, 'waitingListInvitation')));
      return /venteliste-tilmelding\/([A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1].text)![1];
    }

    async function invite(group: { id: number; companyId: number | null }, email: string, seniorityDate = '2005-03-01') {
      await importLegacyMember({ companyId: group.companyId!, groupId: group.id, member: { email, name: 'Ida Holm', seniorityDate } });
      return linkMailedTo(email);
    }

    const membershipsOf = (userId: string) => db().select().from(waitingListMemberships).where(eq(waitingListMemberships.userId, userId));
    const subscriptionsOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

    it('completes only for the account whose confirmed address the link was mailed to', async () => {
      const group = await createGroup(db(), { hasWaitingList: true });
      const invited = await signedInUser(db());
      const token = await invite(group, invited.email.toUpperCase());
      const stranger = await signedInUser(db());

      const refused = await complete(token, { cookie: stranger.cookie, body: form() });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('sent to another e-mail address');
      expect(await membershipsOf(stranger.id)).toEqual([]);
      const seen = await getInvitation(token, stranger);
      expect(seen).toMatchObject({ state: 'open', addressee: 'another' });
      expect(seen!.emailHint).toMatch(/^p•••@example\.dk$/i);
      expect(JSON.stringify(seen)).not.toContain(invited.email);

      await db().update(users).set({ emailVerified: false }).where(eq(users.id, invited.id));
      const unverified = await complete(token, { cookie: invited.cookie, body: form(), locale: 'da' });
      expect(unverified.status).toBe(403);
      expect(await unverified.text()).toContain('Bekræft først din e-mailadresse');
      expect(await getInvitation(token, invited)).toMatchObject({ addressee: 'unverified' });
      await db().update(users).set({ emailVerified: true }).where(eq(users.id, invited.id));

      const done = await complete(token, { cookie: invited.cookie, body: form() });
      expect(done.status).toBe(201);
      expect(((await done.json()) as SignUpResult).kind).toBe('member');
      expect(await membershipsOf(invited.id)).toMatchObject([{ seniorityDate: '2005-03-01' }]);
      expect(await getInvitation(token, null)).toMatchObject({ state: 'completed', addressee: null });
    });

    it('takes the CPR MitID proved without asking for it; without MitID a typed one is required', async () => {
      const group = await createGroup(db(), { hasWaitingList: true });
      const verified = await signedInUser(db());
      const proof = { subject: `s-${verified.id}`, name: 'Ida Holm', birthDate: '1990-02-14', assurance: 'substantial', cpr: '1402904321' };
      await recordProof(db(), verified.id, 'https://broker.example', proof, new Date('2031-01-02T10:00:00Z'));
      const { cpr: _typed, ...withoutCpr } = form();
      expect((await complete(await invite(group, verified.email), { cookie: verified.cookie, body: withoutCpr })).status).toBe(201);
      const [membership] = await membershipsOf(verified.id);
      expect(membership).toMatchObject({ seniorityDate: '2005-03-01', cprHmac: cprHmac('1402904321') });

      const other = await signedInUser(db());
      const refused = await complete(await invite(group, other.email), { cookie: other.cookie, body: withoutCpr });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Please fill in your CPR number');
      expect(await membershipsOf(other.id)).toEqual([]);
    });

    it('a link lasts its 30 days: then it shows expired and completes nothing (422); a completed one is used (409)', async () => {
      const sent = new Date('2026-02-01T09:00:00Z');
      const at = (days: number) => new Date(sent.getTime() + days * 24 * 60 * 60_000);
      const group = await createGroup(db(), { hasWaitingList: true });
      const [late, onTime] = [
        { ...(await signedInUser(db())), name: 'Ida Holm' },
        { ...(await signedInUser(db())), name: 'Ida Holm' },
      ];
      const member = { name: 'Ida Holm', seniorityDate: '2005-03-01' };
      for (const person of [late, onTime])
        await importLegacyMember(
          { companyId: group.companyId!, groupId: group.id, member: { ...member, email: person.email } },
          { now: sent },
        );
      const context = { locale: 'en-DK' as const };

      const expired = await linkMailedTo(late.email);
      expect(await getInvitation(expired, late, at(INVITATION_VALID_DAYS))).toMatchObject({ state: 'expired' });
      await expect(completeInvitation(late, expired, form(), context, at(INVITATION_VALID_DAYS))).rejects.toMatchObject({
        code: 'Rejected',
        key: 'invitationExpired',
      });
      expect(await membershipsOf(late.id)).toEqual([]);

      const token = await linkMailedTo(onTime.email);
      const almost = at(INVITATION_VALID_DAYS - 0.01);
      expect(await completeInvitation(onTime, token, form(), context, almost)).toMatchObject({ kind: 'member' });
      await expect(completeInvitation(onTime, token, form(), context, almost)).rejects.toMatchObject({
        code: 'Conflict',
        key: 'invitationUsed',
      });
      expect(await getInvitation(token, onTime, at(INVITATION_VALID_DAYS + 1))).toMatchObject({ state: 'completed' });
    });

    it('on a fee list: no membership until the fee is paid, then the old seniority and a subscription', async () => {
      const group = await createGroup(db(), { hasWaitingList: true, waitingListYearlyFee: 300 });
      const invited = await signedInUser(db());
      const token = await invite(group, invited.email);

      const started = await complete(token, { cookie: invited.cookie, body: form() });
      expect(started.status).toBe(201);
      const result = (await started.json()) as SignUpResult;
      expect(result.kind).toBe('checkout');
      expect(await membershipsOf(invited.id)).toEqual([]);
      expect(await getInvitation(token, invited)).toMatchObject({ state: 'open', addressee: 'yes', feePaidUntil: null });
      // The form sent again (the back button): sent to the same checkout, not charged in a second one.
      const again = await complete(token, { cookie: invited.cookie, body: form() });
      expect(again.status).toBe(201);
      expect(((await again.json()) as SignUpResult & { checkoutUrl: string }).checkoutUrl).toBe(
        (result as SignUpResult & { checkoutUrl: string }).checkoutUrl,
      );
      const [payment, ...others] = await db().select().from(payments).where(eq(payments.userId, invited.id));
      expect(others).toEqual([]);
      expect(payment).toMatchObject({ purpose: 'waiting-list-signup', amountOre: 30_000, status: 'open' });

      const pay = (id: string) => sandboxPay(id, { cookie: invited.cookie, body: { cardNumber: '4242 4242 4242 4242', outcome: 'pay' } });
      expect((await pay(payment.id)).status).toBe(204);
      const [membership, ...more] = await membershipsOf(invited.id);
      expect(more).toEqual([]);
      expect(membership.seniorityDate).toBe('2005-03-01');
      expect(await subscriptionsOf(invited.id)).toMatchObject([{ membershipId: membership.id, annualFeeOre: 30_000, status: 'active' }]);
      expect(await getInvitation(token, invited)).toMatchObject({ state: 'completed' });
      expect((await complete(token, { cookie: invited.cookie, body: form() })).status).toBe(409);
    });

    it('a fee the landlord says was paid elsewhere (provider API): membership and a subscription renewing then, no payment', async () => {
      const { companyId, key } = await companyWithKey(db());
      const externalId = `EJD-${Date.now()}`;
      await createGroup(db(), { companyId, externalId, hasWaitingList: true, waitingListYearlyFee: 300 });
      const invited = await signedInUser(db(), { email: newEmail('forudbetalt') });
      const importMember = (member: Record<string, unknown>) =>
        membersRoute.POST(
          providerRequest('POST', `/groups/${externalId}/waiting-list/members`, { key, body: member }),
          withParams({ groupId: externalId }),
        );
      const paidUntil = addDays(todayInCopenhagen(), 100);
      const member = { email: invited.email, name: 'Ida Holm', seniorityDate: '2005-03-01' };
      expect((await importMember({ ...member, feePaidUntil: todayInCopenhagen() })).status).toBe(400);
      expect((await importMember({ ...member, feePaidUntil: addDays(todayInCopenhagen(), 400) })).status).toBe(400);
      expect((await importMember({ ...member, feePaidUntil: paidUntil })).status).toBe(201);
      const token = await linkMailedTo(invited.email);
      expect(await getInvitation(token, invited)).toMatchObject({ feePaidUntil: paidUntil, yearlyFeeKr: 300 });

      const done = await complete(token, { cookie: invited.cookie, body: form() });
      expect(done.status).toBe(201);
      expect(((await done.json()) as SignUpResult).kind).toBe('member');
      const [membership] = await membershipsOf(invited.id);
      expect(membership.seniorityDate).toBe('2005-03-01');
      expect(await subscriptionsOf(invited.id)).toMatchObject([
        { membershipId: membership.id, renewsOn: paidUntil, annualFeeOre: 30_000, status: 'active', autoRenew: true, provider: 'sandbox' },
      ]);
      expect(await db().select().from(payments).where(eq(payments.userId, invited.id))).toEqual([]);

      // Renewal runs on that date like any other; with no card saved, the member is asked to pay.
      await renewSubscriptions({ db: db(), now: instantInCopenhagen(paidUntil, '09:00') });
      expect(await subscriptionsOf(invited.id)).toMatchObject([{ status: 'grace', failedAttempts: 1 }]);
    });
  },
  { install: true },
);
