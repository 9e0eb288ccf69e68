import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as listRoute from '@/app/api/subscriptions/route';
import * as itemRoute from '@/app/api/subscriptions/[id]/route';
import * as stopRoute from '@/app/api/subscriptions/stop/route';
import * as payNowRoute from '@/app/api/subscriptions/[id]/payment/route';
import { emailMessages } from '@/lib/db/schema/email';
import { payments, subscriptions } from '@/lib/db/schema/payments';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import type { SubscriptionSummary } from '@/lib/subscriptions/schema';
import { renewSubscriptions } from '@/lib/jobs/renew-subscriptions';
import { addDays, addYear } from '@/lib/subscriptions/rules';
import { endSubscriptionOfMembership, getStopLinkSubscription, subscriptionsOfMemberships } from '@/lib/subscriptions/service';
import { apiRequest, type ApiCall } from './support/api-requests';
import { describeEachEngine } from './support/databases';
import { paidFeeSignUp, sandboxPay } from './support/paid-signups';
import { signedInUser } from './support/sessions';

const api = {
  list: (call?: ApiCall) => listRoute.GET(apiRequest('GET', 'subscriptions', call)),
  change: (id: number, call?: ApiCall) =>
    itemRoute.PUT(apiRequest('PUT', `subscriptions/${id}`, call), { params: Promise.resolve({ id: String(id) }) }),
  stopByLink: (call?: ApiCall) => stopRoute.POST(apiRequest('POST', 'subscriptions/stop', call)),
  payNow: (id: number, call?: ApiCall) =>
    payNowRoute.POST(apiRequest('POST', `subscriptions/${id}/payment`, call), { params: Promise.resolve({ id: String(id) }) }),
};

/** Ten in the morning in Copenhagen on a Danish date: the job's controlled clock. */
const at = (date: string) => new Date(`${date}T09:00:00Z`);

async function subscriptionOf(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function mails(db: Db, to: string, template: string) {
  return db
    .select({ text: emailMessages.text })
    .from(emailMessages)
    .where(and(eq(emailMessages.to, to), eq(emailMessages.template, template)))
    .orderBy(asc(emailMessages.id));
}

async function renewalPayments(db: Db, userId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'subscription-renewal')))
    .orderBy(asc(payments.createdAt));
}

async function membershipExists(db: Db, id: number) {
  return (await db.select().from(waitingListMemberships).where(eq(waitingListMemberships.id, id))).length === 1;
}

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-subscriptions-suite-0123');
  vi.stubEnv('CPR_KEY', 'c'.repeat(64));
  vi.stubEnv('STRIPE_SECRET_KEY', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describeEachEngine(
  'subscriptions',
  (ctx) => {
    const db = () => ctx.handle.db;
    const run = (date: string) => renewSubscriptions({ db: db(), now: at(date) });

    it('a year with a card that keeps paying: reminder 15 days before, the charge on the date, a receipt, once', async () => {
      const { person } = await paidFeeSignUp(db());
      const started = await subscriptionOf(db(), person.id);
      const renewsOn = started.renewsOn;
      expect(renewsOn).toBe(addYear(started.startedOn));

      await run(addDays(renewsOn, -16));
      expect(await mails(db(), person.email, 'subscriptionReminder')).toEqual([]);
      await run(addDays(renewsOn, -15));
      await run(addDays(renewsOn, -15));
      await run(addDays(renewsOn, -3));
      const reminders = await mails(db(), person.email, 'subscriptionReminder');
      expect(reminders).toHaveLength(1);
      expect(reminders[0].text).toContain('250 kr.');
      expect(reminders[0].text).toMatch(/\/en-DK\/abonnementer\/stop\/[A-Za-z0-9_-]{43}/);
      expect(await renewalPayments(db(), person.id)).toEqual([]);

      await run(renewsOn);
      await run(renewsOn);
      const [charge] = await renewalPayments(db(), person.id);
      expect(charge).toMatchObject({ status: 'succeeded', amountOre: 25_000, reference: `${started.id}:${renewsOn}` });
      expect(await renewalPayments(db(), person.id)).toHaveLength(1);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ status: 'active', renewsOn: addYear(renewsOn), failedAttempts: 0 });
      const receipts = await mails(db(), person.email, 'paymentReceipt');
      expect(receipts).toHaveLength(2); // the sign-up's and the renewal's
      expect(receipts[1].text).toContain('renewed');
      expect(await membershipExists(db(), started.membershipId)).toBe(true);
    });

    it('a card declined at renewal: retried after 3 and 7 days, each failure mailed, kept 14 days, then lapsed with the membership', async () => {
      const { person } = await paidFeeSignUp(db(), '4000 0000 0000 0341');
      const started = await subscriptionOf(db(), person.id);
      const renewsOn = started.renewsOn;
      const contract = () => subscriptionsOfMemberships(person.id, [started.membershipId]).then((map) => map.get(started.membershipId));

      await run(renewsOn);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({
        status: 'grace',
        failedAttempts: 1,
        graceUntil: addDays(renewsOn, 14),
        renewsOn,
      });
      expect(await contract()).toMatchObject({ state: 'grace', renewsOn });
      expect(await mails(db(), person.email, 'subscriptionRenewalFailed')).toHaveLength(1);

      for (const day of [1, 2]) await run(addDays(renewsOn, day));
      expect(await renewalPayments(db(), person.id)).toHaveLength(1);
      await run(addDays(renewsOn, 3));
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ failedAttempts: 2 });
      for (const day of [4, 5, 6]) await run(addDays(renewsOn, day));
      await run(addDays(renewsOn, 7));
      await run(addDays(renewsOn, 10));
      const attempts = await renewalPayments(db(), person.id);
      expect(attempts.map((payment) => payment.status)).toEqual(['failed', 'failed', 'failed']);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ failedAttempts: 3, nextAttemptAt: null });
      const failures = await mails(db(), person.email, 'subscriptionRenewalFailed');
      expect(failures).toHaveLength(3);
      expect(failures[2].text).toContain('not try');

      await run(addDays(renewsOn, 14));
      expect(await membershipExists(db(), started.membershipId)).toBe(true);
      await run(addDays(renewsOn, 15));
      await run(addDays(renewsOn, 16));
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ status: 'expired', autoRenew: false });
      expect(await membershipExists(db(), started.membershipId)).toBe(false);
      expect(await mails(db(), person.email, 'subscriptionLapsed')).toHaveLength(1);
      expect(await contract()).toMatchObject({ state: 'expired' });
    });

    it('stop and resume on /abonnementer: only the owner, and after expiry only a new sign-up', async () => {
      const { person } = await paidFeeSignUp(db());
      const other = await signedInUser(db());
      const { id, renewsOn, membershipId } = await subscriptionOf(db(), person.id);
      expect((await api.list()).status).toBe(401);
      const [listed] = (await (await api.list({ cookie: person.cookie })).json()) as SubscriptionSummary[];
      expect(listed).toMatchObject({ id, state: 'active', annualFeeOre: 25_000, renewsOn });
      expect(await (await api.list({ cookie: other.cookie })).json()).toEqual([]);

      expect((await api.change(id, { cookie: other.cookie, body: { autoRenew: false } })).status).toBe(404);
      expect((await api.change(id, { cookie: person.cookie, body: { autoRenew: 'no' } })).status).toBe(400);
      const stopped = await api.change(id, { cookie: person.cookie, body: { autoRenew: false } });
      expect(((await stopped.json()) as SubscriptionSummary).state).toBe('stopped');
      const resumed = await api.change(id, { cookie: person.cookie, body: { autoRenew: true } });
      expect(((await resumed.json()) as SubscriptionSummary).state).toBe('active');

      // Stopped: active until the date, then it expires without a charge.
      await api.change(id, { cookie: person.cookie, body: { autoRenew: false } });
      await run(addDays(renewsOn, -15));
      expect(await mails(db(), person.email, 'subscriptionReminder')).toEqual([]);
      await run(addDays(renewsOn, -1));
      expect(await membershipExists(db(), membershipId)).toBe(true);
      await run(renewsOn);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ status: 'expired' });
      expect(await renewalPayments(db(), person.id)).toEqual([]);
      expect(await membershipExists(db(), membershipId)).toBe(false);
      const late = await api.change(id, { cookie: person.cookie, body: { autoRenew: true } });
      expect(late.status).toBe(422);
    });

    it("the reminder's stop link works without sign-in, once per link, and an unknown link is 404", async () => {
      const { person } = await paidFeeSignUp(db());
      const { renewsOn } = await subscriptionOf(db(), person.id);
      await run(addDays(renewsOn, -15));
      const [reminder] = await mails(db(), person.email, 'subscriptionReminder');
      const token = /\/abonnementer\/stop\/([A-Za-z0-9_-]{43})/.exec(reminder.text)![1];

      expect(await getStopLinkSubscription(token)).toMatchObject({ state: 'active', renewsOn });
      expect((await api.stopByLink({ body: { token: 'x'.repeat(43) } })).status).toBe(404);
      const stopped = await api.stopByLink({ body: { token } });
      expect(stopped.status).toBe(200);
      expect(await stopped.json()).toMatchObject({ state: 'stopped', renewsOn });
      expect((await api.stopByLink({ body: { token } })).status).toBe(200);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ autoRenew: false, status: 'active' });
      await run(renewsOn); // stopped: it ends on the renewal date, and its stop link with it
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ status: 'expired' });
      expect(await getStopLinkSubscription(token)).toBeNull();
      expect((await api.stopByLink({ body: { token } })).status).toBe(404);
    });

    it('"pay now" in the grace period: a checkout for the period, no charge of the job while it is open, then renewed', async () => {
      const { person } = await paidFeeSignUp(db(), '4000 0000 0000 0341');
      const other = await signedInUser(db());
      const { id, renewsOn } = await subscriptionOf(db(), person.id);
      expect((await api.payNow(id, { cookie: person.cookie })).status).toBe(422); // nothing is due yet
      await run(renewsOn);
      expect((await api.payNow(id, { cookie: other.cookie })).status).toBe(404);
      const started = await api.payNow(id, { cookie: person.cookie });
      expect(started.status).toBe(200);
      const { paymentId } = (await started.json()) as { paymentId: string };

      await run(addDays(renewsOn, 3)); // the retry day: the open checkout holds the job back
      expect((await renewalPayments(db(), person.id)).map((payment) => payment.status)).toEqual(['failed', 'open']);
      const paid = await sandboxPay(paymentId, { cookie: person.cookie, body: { cardNumber: '4242 4242 4242 4242', outcome: 'pay' } });
      expect(paid.status).toBe(204);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({
        status: 'active',
        renewsOn: addYear(renewsOn),
        failedAttempts: 0,
        graceUntil: null,
      });
      await run(addDays(renewsOn, 7));
      expect(await renewalPayments(db(), person.id)).toHaveLength(2);
    });

    it('a member leaving the list (WL) ends the subscription: nothing renews', async () => {
      const { person } = await paidFeeSignUp(db());
      const { renewsOn, membershipId } = await subscriptionOf(db(), person.id);
      await endSubscriptionOfMembership(membershipId);
      await endSubscriptionOfMembership(membershipId);
      await run(renewsOn);
      expect(await subscriptionOf(db(), person.id)).toMatchObject({ status: 'expired' });
      expect(await renewalPayments(db(), person.id)).toEqual([]);
    });
  },
  { install: true },
);
