import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as consoleViewingsRoute from '@/app/api/company/viewings/route';
import * as providerViewingsRoute from '@/app/api/provider/v1/viewings/route';
import * as memberLinkRoute from '@/app/api/viewings/mine/[invitationId]/route';
import * as listsRoute from '@/app/api/waiting-list-memberships/route';
import * as calendarRoute from '@/app/api/viewings/invitations/[token]/calendar/route';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { notificationPreferences } from '@/lib/db/schema/profiles';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import { viewingInvitations, viewings } from '@/lib/db/schema/viewings';
import { waitingListMemberships, type MembershipState } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { createViewing, getViewingOfCompany, sendSurveys } from '@/lib/viewings/landlord-service';
import { sendViewingReminders } from '@/lib/viewings/reminders';
import type { LandlordInvitation } from '@/lib/viewings/schema';
import { answerInvitation, listViewingsOfMember, submitSurveyAnswers, viewInvitation } from '@/lib/viewings/service';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { ensureList } from '@/lib/waiting-lists/repository';
import { listInterestedMembersByHome } from '@/lib/waiting-lists/console-service';
import { answerWaitingListOffer, makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';
import type { MyWaitingLists } from '@/lib/waiting-lists/schema';
import { endMembership } from '@/lib/waiting-lists/service';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { withTestSecrets } from './support/test-secrets';
import { describeEachEngine } from './support/databases';
import { companyWithKey, providerRequest, withParams } from './support/provider-requests';
import { signedInUser } from './support/sessions';
import { testActorOf } from './support/audit-actors';

// Waiting-list members invited to a viewing. Every step passes its own `now`.
const DAY = '2031-05-13'; // a Tuesday; Copenhagen is UTC+2 in May
const EVENING = { date: DAY, fromTime: '18:00', toTime: '18:30', capacity: null }; // 16:00–16:30 UTC
const INVITED_AT = new Date('2031-05-10T09:00:00Z');
const BEFORE = new Date('2031-05-13T07:00:00Z');
// The reminder test's own day, so the other tests' accepted places are not due with it.
const REMINDED = { ...EVENING, date: '2031-06-10' };
const NIGHT_BEFORE = new Date('2031-06-09T20:30:00Z'); // 22:30 Danish time, within 24 hours of 18:00
const AFTER_REMINDED = new Date('2031-06-10T17:00:00Z');
const TOKEN_IN_MAIL = /\/(?:fremvisning|evaluering)\/([A-Za-z0-9_-]{43})/;

withTestSecrets({ cprKey: 'c'.repeat(64), authSecret: 'test-secret-for-the-viewings-0123456789abcdef' });

describeEachEngine(
  'viewings for waiting-list members',
  (ctx) => {
    const db = () => ctx.handle.db as Db;
    let serial = 0;

    /** A company with an API key, a group with a waiting list and a home in it. */
    async function landlord() {
      const { companyId, key } = await companyWithKey(db());
      const group = await createGroup(db(), { companyId, externalId: `EJD-${randomUUID().slice(0, 8)}`, hasWaitingList: true });
      const home = await createHome(db(), group.id, { externalId: 'LEJ-7' });
      const list = await ensureList(db(), group.id);
      return { companyId, key, group, home, list };
    }

    /** A person on the list: an account of their own (or `userId`'s) and a membership. */
    async function member(listId: number, options: { state?: MembershipState; locale?: Locale; userId?: string } = {}) {
      const n = ++serial;
      const userId = options.userId ?? randomUUID();
      const email = `medlem-${userId}@example.dk`;
      if (!options.userId)
        await db()
          .insert(users)
          .values({ id: userId, name: `Jonas Medlem${n}`, email });
      const cpr = `0202${String(70 + (n % 20)).padStart(2, '0')}${String(2000 + n).slice(-4)}`;
      const [row] = await db()
        .insert(waitingListMemberships)
        .values({
          listId,
          userId,
          seniorityDate: '2015-01-01',
          state: options.state ?? 'active',
          locale: options.locale ?? 'da-DK',
          affiliation: 'Ingen tilknytning',
          cprEncrypted: encryptCpr(cpr),
          cprHmac: cprHmac(cpr),
        })
        .returning({ id: waitingListMemberships.id });
      return { membershipId: row.id, userId, email };
    }

    async function mailsTo(email: string, template = 'viewingInvitation') {
      return db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, email), eq(emailMessages.template, template)));
    }
    const tokenOf = (text: string | undefined) => text?.match(TOKEN_IN_MAIL)?.[1] ?? '';

    const postViewing = (key: string, body: unknown) => providerViewingsRoute.POST(providerRequest('POST', '/viewings', { key, body }));
    const byMembership = (invitations: LandlordInvitation[], membershipId: number) =>
      invitations.find((invitation) => invitation.membershipId === membershipId)!;

    it('invites members through the provider API: a mail in the membership’s language, marked as members for the landlord', async () => {
      const l = await landlord();
      const danish = await member(l.list.id);
      const english = await member(l.list.id, { locale: 'en-DK' });
      const response = await postViewing(l.key, {
        membershipIds: [danish.membershipId, english.membershipId],
        homeId: 'LEJ-7',
        meetingLocation: 'Ved porten',
        slots: [{ ...EVENING, date: '2099-06-02' }],
      });
      expect(response.status).toBe(201);
      const viewing = await response.json();
      expect(viewing.invitations).toHaveLength(2);
      expect(byMembership(viewing.invitations, english.membershipId)).toMatchObject({
        invitee: 'waitingListMember',
        applicationId: null,
        name: expect.stringMatching(/^Jonas Medlem\d+$/),
        state: 'sent',
      });
      const [danishMail] = await mailsTo(danish.email);
      expect(danishMail.subject).toMatch(/^Invitation til fremvisning af Testvej/);
      expect(tokenOf(danishMail.text)).toHaveLength(43);
      const [englishMail] = await mailsTo(english.email);
      expect(englishMail.subject).toMatch(/^Invitation to view Testvej/);
      expect(englishMail.locale).toBe('en-DK');
    });

    it('refuses another company’s membership (404), a passive or ended one, another list and a missing home; invites nobody', async () => {
      const l = await landlord();
      const other = await landlord();
      const foreign = await member(other.list.id);
      const passive = await member(l.list.id, { state: 'passive' });
      const ended = await member(l.list.id);
      await endMembership({ membershipId: ended.membershipId, reason: 'left' }, db(), INVITED_AT);
      const secondGroup = await createGroup(db(), { companyId: l.companyId, hasWaitingList: true });
      const otherList = await member((await ensureList(db(), secondGroup.id)).id);
      const fine = await member(l.list.id);
      const body = (membershipIds: number[], extra: Record<string, unknown> = { homeId: 'LEJ-7' }) => ({
        membershipIds,
        meetingLocation: 'Porten',
        slots: [{ ...EVENING, date: '2099-06-02' }],
        ...extra,
      });
      const problem = async (response: Response) => [response.status, ((await response.json()) as { type: string }).type];

      expect(await problem(await postViewing(l.key, body([fine.membershipId, foreign.membershipId])))).toEqual([
        404,
        '/udvikler#problem-not-found',
      ]);
      // An ended membership is deleted with its seniority: there is nothing left to invite.
      expect(await problem(await postViewing(l.key, body([ended.membershipId])))).toEqual([404, '/udvikler#problem-not-found']);
      expect(await problem(await postViewing(l.key, body([fine.membershipId, passive.membershipId])))).toEqual([
        422,
        '/udvikler#problem-viewing-member-not-active',
      ]);
      expect(await problem(await postViewing(l.key, body([fine.membershipId, otherList.membershipId])))).toEqual([
        422,
        '/udvikler#problem-viewing-not-possible',
      ]);
      expect(await problem(await postViewing(l.key, body([fine.membershipId], { homeId: 'NO-SUCH-HOME' })))).toEqual([
        404,
        '/udvikler#problem-not-found',
      ]);
      expect(await problem(await postViewing(l.key, body([fine.membershipId], {})))).toEqual([422, '/udvikler#problem-validation-failed']);
      expect(await problem(await postViewing(l.key, body([])))).toEqual([422, '/udvikler#problem-validation-failed']);
      expect(await db().select().from(viewings).where(eq(viewings.companyId, l.companyId))).toEqual([]);
    });

    it('answers through the token like an applicant: the .ics, the webhook says a member answered, /ventelister links to it', async () => {
      const l = await landlord();
      const person = await signedInUser(db(), { name: 'Maja Venteliste' });
      const stranger = await signedInUser(db());
      const own = await member(l.list.id, { userId: person.id });
      await db()
        .insert(webhookEndpoints)
        .values({ companyId: l.companyId, url: 'http://127.0.0.1:9/hook', secret: 'whsec_test', events: [] });
      const viewing = await createViewing(
        testActorOf(l.companyId),
        { membershipIds: [own.membershipId], homeId: l.home.id, meetingLocation: 'Porten', slots: [EVENING] },
        INVITED_AT,
      );
      const [mail] = await mailsTo(person.email);
      const token = tokenOf(mail.text);
      const answered = await answerInvitation(token, { answer: 'accept', slotId: viewing.slots[0].id }, INVITED_AT);
      expect(answered).toMatchObject({ state: 'accepted', chosenSlotId: viewing.slots[0].id });
      expect(await mailsTo(person.email, 'viewingConfirmation')).toHaveLength(1);
      const ics = await calendarRoute.GET(apiRequest('GET', `viewings/invitations/${token}/calendar`), withParams({ token }));
      expect(ics.status).toBe(200);

      const [delivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, l.companyId));
      expect(delivery.eventType).toBe('viewing.answered');
      expect(JSON.stringify(delivery.payload)).toContain('"invitee":"waitingListMember"');
      expect((await getViewingOfCompany(l.companyId, viewing.id, INVITED_AT)).invitations[0]).toMatchObject({
        name: 'Maja Venteliste',
        state: 'accepted',
      });

      expect(await listViewingsOfMember({ id: person.id }, BEFORE)).toMatchObject([
        { state: 'accepted', date: DAY, fromTime: '18:00', home: { address: expect.stringContaining('Testvej') }, survey: null },
      ]);
      expect(await listViewingsOfMember({ id: stranger.id }, BEFORE)).toEqual([]);
      // /ventelister reads them with the person's lists, in one request: theirs, nobody else's.
      const pageRead = async (cookie: string) =>
        ((await (await listsRoute.GET(apiRequest('GET', 'waiting-list-memberships', { cookie }))).json()) as MyWaitingLists).viewings;
      expect(await pageRead(person.cookie)).toMatchObject([{ date: DAY, fromTime: '18:00' }]);
      expect(await pageRead(stranger.cookie)).toEqual([]);
      const invitationId = viewing.invitations[0].id;
      const open = (cookie: string) =>
        memberLinkRoute.GET(apiRequest('GET', `viewings/mine/${invitationId}`, { cookie }), withParams({ invitationId }));
      const opened = await open(person.cookie);
      expect(opened.status).toBe(303);
      expect((await viewInvitation(tokenOf(opened.headers.get('location')!), BEFORE)).chosenSlotId).toBe(viewing.slots[0].id);
      expect((await open(stranger.cookie)).status).toBe(404);
    });

    it('reminds a member at 07:00, honours their notification settings, and sends and takes their survey', async () => {
      const l = await landlord();
      const reminded = await member(l.list.id);
      const quiet = await member(l.list.id);
      const viewing = await createViewing(
        testActorOf(l.companyId),
        { membershipIds: [reminded.membershipId, quiet.membershipId], homeId: 'LEJ-7', meetingLocation: 'Porten', slots: [REMINDED] },
        INVITED_AT,
      );
      for (const person of [reminded, quiet]) {
        await answerInvitation(
          tokenOf((await mailsTo(person.email))[0].text),
          { answer: 'accept', slotId: viewing.slots[0].id },
          INVITED_AT,
        );
      }
      await db().insert(notificationPreferences).values({ userId: quiet.userId, viewingInvitations: false });
      expect(await sendViewingReminders(db(), NIGHT_BEFORE)).toMatchObject({ claimed: 2, queued: 1 });
      const reminders = await db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, reminded.email), like(emailMessages.subject, 'Påmindelse%')));
      expect(reminders.map((mail) => mail.nextAttemptAt.toISOString())).toEqual(['2031-06-10T05:00:00.000Z']); // 07:00 summer time
      expect(
        await db()
          .select()
          .from(emailMessages)
          .where(and(eq(emailMessages.to, quiet.email), like(emailMessages.subject, 'Påmindelse%'))),
      ).toEqual([]);

      expect((await sendSurveys(l.companyId, viewing.id, AFTER_REMINDED)).sent).toBe(2);
      const survey = (await mailsTo(reminded.email)).find((mail) => mail.subject.startsWith('Hvordan'));
      expect(await submitSurveyAnswers(tokenOf(survey?.text), { attended: true, stillInterested: true }, AFTER_REMINDED)).toMatchObject({
        outcome: 'attendedInterested',
      });
      const after = await getViewingOfCompany(l.companyId, viewing.id, AFTER_REMINDED);
      expect(byMembership(after.invitations, reminded.membershipId).survey).toMatchObject({ outcome: 'attendedInterested' });
    });

    it('holds exactly one invitee per invitation, once per viewing; an ended membership takes its invitations with it', async () => {
      const l = await landlord();
      const one = await member(l.list.id);
      const viewing = await createViewing(
        testActorOf(l.companyId),
        { membershipIds: [one.membershipId], homeId: l.home.id, meetingLocation: 'Porten', slots: [EVENING] },
        INVITED_AT,
      );
      const [invitation] = viewing.invitations;
      const insert = (values: Partial<typeof viewingInvitations.$inferInsert>) =>
        db()
          .insert(viewingInvitations)
          .values({ viewingId: viewing.id, ...values });
      const refusal = (values: Partial<typeof viewingInvitations.$inferInsert>) =>
        insert(values).then(
          () => 'inserted',
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        );
      expect(await refusal({})).toContain('viewing_invitations_invitee_check');
      expect(await refusal({ membershipId: one.membershipId, applicationId: randomUUID() })).toContain('viewing_invitations_invitee_check');
      expect(await refusal({ membershipId: one.membershipId })).toContain('viewing_invitations_member_once_idx');
      await endMembership({ membershipId: one.membershipId, reason: 'housed' }, db(), BEFORE);
      expect(await db().select().from(viewingInvitations).where(eq(viewingInvitations.id, invitation.id))).toEqual([]);
    });

    it('offers the console the members who said yes to an offer of the home, and invites them from there', async () => {
      const l = await landlord();
      const yes = await member(l.list.id);
      const no = await member(l.list.id);
      const now = new Date();
      const deadline = new Date(now.getTime() + 3 * 24 * 3600_000).toISOString();
      await makeWaitingListOffer(testActorOf(l.companyId), { id: l.group.id }, { homeId: l.home.id, count: 2, deadline }, { now });
      for (const [person, answer] of [
        [yes, 'interested'],
        [no, 'notInterested'],
      ] as const) {
        const [mail] = await mailsTo(person.email, 'waitingListOffer');
        await answerWaitingListOffer(mail.text.match(/\/ventelistetilbud\/([A-Za-z0-9_-]{43})/)![1], answer, { now });
      }
      expect(await listInterestedMembersByHome(l.companyId)).toEqual([
        {
          homeId: l.home.id,
          slug: l.home.slug,
          address: expect.stringContaining('Testvej'),
          members: [{ membershipId: yes.membershipId, name: expect.any(String) }],
        },
      ]);

      const landlordUser = await signedInUser(db());
      await db().insert(companyMembers).values({ userId: landlordUser.id, companyId: l.companyId, role: 'member' });
      const body = {
        membershipIds: [String(yes.membershipId)], // as the form's checkboxes send it
        homeId: l.home.id,
        meetingLocation: 'Porten',
        slots: [{ date: '2099-06-01', fromTime: '10:00', toTime: '10:30', capacity: '' }],
      };
      const created = await consoleViewingsRoute.POST(apiRequest('POST', 'company/viewings', { cookie: landlordUser.cookie, body }));
      expect(created.status).toBe(201);
      expect((await created.json()).invitations).toMatchObject([{ invitee: 'waitingListMember', membershipId: yes.membershipId }]);
    });
  },
  { install: true },
);
