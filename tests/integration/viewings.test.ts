import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as calendarRoute from '@/app/api/viewings/invitations/[token]/calendar/route';
import * as invitationRoute from '@/app/api/viewings/invitations/[token]/route';
import * as surveyRoute from '@/app/api/viewings/surveys/[token]/route';
import * as openLinkRoute from '@/app/api/applications/[id]/viewings/[invitationId]/route';
import * as consoleViewingsRoute from '@/app/api/company/viewings/route';
import * as consoleSurveysRoute from '@/app/api/company/viewings/[id]/surveys/route';
import { insertApplication } from '@/lib/applications/repository';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { emailMessages } from '@/lib/db/schema/email';
import { DomainError } from '@/lib/errors/domain-error';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import { viewingInvitations } from '@/lib/db/schema/viewings';
import { stopBackgroundDelivery } from '@/lib/email/service';
import type { Locale } from '@/lib/i18n/routing';
import { sendViewingReminders } from '@/lib/viewings/reminders';
import { createViewing, getViewingOfCompany, sendSurveys } from '@/lib/viewings/landlord-service';
import { answerInvitation, listViewingsOfApplication, submitSurveyAnswers, viewInvitation } from '@/lib/viewings/service';
import { apiRequest } from './support/api-requests';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine, itRacing } from './support/databases';
import { signedInUser } from './support/sessions';
import { testActorOf } from './support/audit-actors';

// Viewing times far from the real clock: every step passes its own `now`.
const DAY = '2031-05-13'; // a Tuesday; Copenhagen is UTC+2 in May
const MORNING = { date: DAY, fromTime: '10:00', toTime: '10:30', capacity: null }; // 08:00–08:30 UTC
const EVENING = { date: DAY, fromTime: '18:00', toTime: '18:30', capacity: null }; // 16:00–16:30 UTC
const INVITED_AT = new Date('2031-05-10T09:00:00Z');
const BEFORE = new Date('2031-05-13T07:00:00Z');
const MORNING_START = new Date('2031-05-13T08:00:00Z');
const AFTER_EVENING = new Date('2031-05-13T17:00:00Z');

const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const TOKEN_IN_MAIL = /\/(?:fremvisning|evaluering)\/([A-Za-z0-9_-]{43})/;

let counter = 0;

describeEachEngine(
  'viewings and surveys',
  (ctx) => {
    const db = () => ctx.handle.db;

    beforeAll(() => {
      vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-viewings-0123456789abcdef');
    });
    afterEach(async () => {
      await stopBackgroundDelivery();
    });
    afterAll(async () => {
      await stopBackgroundDelivery();
      vi.unstubAllEnvs();
    });

    async function apply(person: { id: string; email: string }, propertyId: number, companyId: number, locale: Locale = 'da-DK') {
      const application = {
        name: 'Ida Viewer',
        email: person.email,
        phone: '12345678',
        message: '',
        external: false,
        household: null as never,
      };
      return insertApplication(db(), { ...application, userId: person.id, propertyId, companyId, locale }, INVITED_AT);
    }

    /** A home of a new company and `count` applicants with accounts, in the given language. */
    async function homeWithApplicants(count: number, locale: Locale = 'da-DK') {
      const group = await createGroup(db());
      const home = await createHome(db(), group.id);
      const ids: string[] = [];
      const people: { id: string; email: string }[] = [];
      for (let i = 0; i < count; i++) {
        const n = ++counter;
        const person = { id: `viewer-${n}-${Date.now()}`, email: `viewer${n}-${Date.now()}@example.dk` };
        await db()
          .insert(users)
          .values({ ...person, name: `Ida Viewer${n}` });
        const id = await apply(person, home.id, group.companyId, locale);
        ids.push(id!);
        people.push(person);
      }
      return { companyId: group.companyId, homeId: home.id, ids, people };
    }

    /** The newest token mailed to `to` with the template. */
    async function tokenMailedTo(to: string, template: string, kind?: string): Promise<string> {
      const rows = await db()
        .select({ text: emailMessages.text, subject: emailMessages.subject })
        .from(emailMessages)
        .where(and(eq(emailMessages.to, to), eq(emailMessages.template, template)));
      const mail = rows.filter((row) => !kind || row.subject.startsWith(kind)).at(-1);
      const token = mail?.text.match(TOKEN_IN_MAIL)?.[1];
      if (!token) throw new Error(`no ${template} mail with a link to ${to}`);
      return token;
    }

    async function invite(count: number, capacity?: number, locale: Locale = 'da-DK') {
      const setup = await homeWithApplicants(count, locale);
      const viewing = await createViewing(
        testActorOf(setup.companyId),
        { applicationIds: setup.ids, meetingLocation: 'Ved porten', slots: [{ ...MORNING, capacity: capacity ?? null }, EVENING] },
        INVITED_AT,
      );
      const tokens = await Promise.all(setup.people.map((person) => tokenMailedTo(person.email, 'viewingInvitation')));
      return { ...setup, viewing, tokens };
    }

    const outcome = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'done',
        (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)),
      );

    it('invites applicants in bulk: one mail each in their language, and the application shows the invitation', async () => {
      const { viewing, ids, people, tokens } = await invite(2, undefined, 'en-DK');
      expect(viewing.slots.map((slot) => [slot.date, slot.fromTime, slot.toTime, slot.accepted])).toEqual([
        [DAY, '10:00', '10:30', 0],
        [DAY, '18:00', '18:30', 0],
      ]);
      expect(viewing.invitations.map((invitation) => invitation.state)).toEqual(['sent', 'sent']);
      expect(new Set(tokens).size).toBe(2);
      const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.to, people[0].email));
      expect(mail.subject).toMatch(/^Invitation to view Testvej \d+, 8000 Aarhus C$/);
      expect(mail.text).toContain('Tuesday, 13 May 2031, 10:00–10:30');
      // Queued at 11:00 Danish time: due at once.
      expect(mail.nextAttemptAt.toISOString()).toBe(INVITED_AT.toISOString());
      const [application] = await db().select().from(applications).where(eq(applications.id, ids[0]));
      expect(application.status).toBe('invitedToViewing');
      const timeline = await listViewingsOfApplication({ id: people[0].id }, ids[0], BEFORE);
      expect(timeline).toMatchObject([{ state: 'sent', date: DAY, fromTime: '10:00', survey: null }]);
      expect(await listViewingsOfApplication({ id: people[1].id }, ids[0], BEFORE)).toEqual([]);
    });

    it("refuses another company's application, mixed homes and slots in the past, and invites nobody", async () => {
      const first = await homeWithApplicants(1);
      const second = await homeWithApplicants(1);
      const slots = [EVENING];
      const input = (applicationIds: string[]) => ({ applicationIds, meetingLocation: 'Porten', slots });
      await expect(createViewing(testActorOf(first.companyId), input(second.ids), INVITED_AT)).rejects.toMatchObject({ code: 'NotFound' });
      const otherHome = await createHome(
        db(),
        (await db().select().from(applications).where(eq(applications.id, first.ids[0])))[0].propertyId,
      );
      await db().update(applications).set({ propertyId: otherHome.id }).where(eq(applications.id, first.ids[0]));
      const secondHome = (await db().select().from(applications).where(eq(applications.id, second.ids[0])))[0].propertyId;
      const third = await apply(first.people[0], secondHome, first.companyId);
      await expect(createViewing(testActorOf(first.companyId), input([first.ids[0], third!]), INVITED_AT)).rejects.toMatchObject({
        code: 'Rejected',
      });
      await expect(createViewing(testActorOf(first.companyId), input(first.ids), AFTER_EVENING)).rejects.toMatchObject({
        code: 'Rejected',
        key: 'viewingSlotInPast',
      });
      expect(await db().select().from(viewingInvitations).where(eq(viewingInvitations.applicationId, first.ids[0]))).toEqual([]);
    });

    it('answers tokens: unknown and malformed are 404, expired is 410 with the link-expired message, a survey token opens no invitation', async () => {
      const { tokens } = await invite(1);
      const get = (token: string, locale = 'da') =>
        invitationRoute.GET(apiRequest('GET', `viewings/invitations/${token}`, { locale }), withParams({ token }));
      expect((await get(tokens[0])).status).toBe(200);
      expect((await get('A'.repeat(43))).status).toBe(404);
      expect((await get('not-a-token')).status).toBe(404);

      await expect(viewInvitation(tokens[0], AFTER_EVENING)).rejects.toMatchObject({ code: 'Gone', key: 'viewingInvitationExpired' });
      const survey = (token: string) => surveyRoute.GET(apiRequest('GET', `viewings/surveys/${token}`), withParams({ token }));
      expect((await survey(tokens[0])).status).toBe(404);
      const calendar = await calendarRoute.GET(
        apiRequest('GET', `viewings/invitations/${tokens[0]}/calendar`),
        withParams({ token: tokens[0] }),
      );
      expect(calendar.status).toBe(404); // nothing accepted yet
    });

    it('a token opens its own invitation only; the application page opens only the owner’s', async () => {
      const { tokens, ids, people, viewing } = await invite(2);
      await answerInvitation(tokens[1], { answer: 'decline' }, BEFORE);
      const after = await getViewingOfCompany(
        (await db().select().from(applications).where(eq(applications.id, ids[0])))[0].companyId,
        viewing.id,
        BEFORE,
      );
      const stateOf = (applicationId: string) => after.invitations.find((invitation) => invitation.applicationId === applicationId)?.state;
      expect([stateOf(ids[0]), stateOf(ids[1])]).toEqual(['sent', 'declined']);

      const owner = await signedInUser(db());
      await db().update(applications).set({ userId: owner.id }).where(eq(applications.id, ids[0]));
      const stranger = await signedInUser(db());
      const own = viewing.invitations.find((invitation) => invitation.applicationId === ids[0])!;
      const open = (cookie: string, applicationId: string) =>
        openLinkRoute.GET(
          apiRequest('GET', `applications/${applicationId}/viewings/${own.id}`, { cookie }),
          withParams({ id: applicationId, invitationId: own.id }),
        );
      const opened = await open(owner.cookie, ids[0]);
      expect(opened.status).toBe(303);
      const fresh = opened.headers.get('location')!.match(TOKEN_IN_MAIL)![1];
      expect((await viewInvitation(fresh, BEFORE)).state).toBe('sent');
      expect((await open(stranger.cookie, ids[0])).status).toBe(404);
      expect((await open(owner.cookie, ids[1])).status).toBe(404);
      expect(people).toHaveLength(2);
    });

    it('changes an answer until the viewing starts, then never; the .ics follows the accepted slot', async () => {
      const { tokens, viewing, people } = await invite(1);
      const [morning, evening] = viewing.slots;
      const token = tokens[0];
      expect((await answerInvitation(token, { answer: 'accept', slotId: morning.id }, BEFORE)).chosenSlotId).toBe(morning.id);
      const confirmation = await db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, people[0].email), eq(emailMessages.template, 'viewingConfirmation')));
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0].attachments?.[0]).toMatchObject({ filename: 'fremvisning.ics', contentType: 'text/calendar; charset=utf-8' });
      expect(Buffer.from(confirmation[0].attachments![0].contentBase64, 'base64').toString()).toContain('DTSTART:20310513T080000Z');

      const ics = await calendarRoute.GET(apiRequest('GET', `viewings/invitations/${token}/calendar`), withParams({ token }));
      expect(ics.status).toBe(200);
      expect(ics.headers.get('content-disposition')).toBe('attachment; filename="fremvisning.ics"');

      expect((await answerInvitation(token, { answer: 'decline' }, BEFORE)).state).toBe('declined');
      expect((await answerInvitation(token, { answer: 'accept', slotId: morning.id }, BEFORE)).state).toBe('accepted');
      // Once the chosen slot has started the answer stands, whatever is asked.
      await expect(answerInvitation(token, { answer: 'decline' }, MORNING_START)).rejects.toMatchObject({
        code: 'Conflict',
        key: 'viewingAnswerLocked',
      });
      await expect(answerInvitation(token, { answer: 'accept', slotId: evening.id }, MORNING_START)).rejects.toMatchObject({
        code: 'Conflict',
      });
      expect((await viewInvitation(token, MORNING_START)).chosenSlotId).toBe(morning.id);
      expect((await viewInvitation(token, MORNING_START)).changeableUntil).toBeNull();
    });

    itRacing(ctx.engine)('never fills a slot past its capacity under concurrent acceptances', async () => {
      const { tokens, viewing, companyId, ids } = await invite(12, 5);
      const [morning] = viewing.slots;
      const results = await Promise.all(
        tokens.map((token) => outcome(answerInvitation(token, { answer: 'accept', slotId: morning.id }, BEFORE))),
      );
      expect(results.filter((code) => code === 'done')).toHaveLength(5);
      expect(results.filter((code) => code === 'Conflict')).toHaveLength(7);
      const after = await getViewingOfCompany(companyId, viewing.id, BEFORE);
      expect(after.slots[0].accepted).toBe(5);
      // A freed place can be taken again.
      const accepted = after.invitations.find((invitation) => invitation.state === 'accepted')!;
      const waiting = after.invitations.find((invitation) => invitation.state === 'sent')!;
      const tokenOf = (invitation: { applicationId: string | null }) => tokens[ids.indexOf(invitation.applicationId!)];
      await expect(answerInvitation(tokenOf(waiting), { answer: 'accept', slotId: morning.id }, BEFORE)).rejects.toMatchObject({
        code: 'Conflict',
      });
      await answerInvitation(tokenOf(accepted), { answer: 'decline' }, BEFORE);
      expect((await answerInvitation(tokenOf(waiting), { answer: 'accept', slotId: morning.id }, BEFORE)).state).toBe('accepted');
    });

    it('reminds once, 24 hours ahead, and holds a reminder queued at night until 07:00', async () => {
      const { tokens, viewing, people } = await invite(1);
      const [morning] = viewing.slots;
      await answerInvitation(tokens[0], { answer: 'accept', slotId: morning.id }, INVITED_AT);
      // 23:30 Danish time the night before (21:30 UTC): the viewing at 10:00 is within 24 hours.
      const night = new Date('2031-05-12T21:30:00Z');
      expect(await sendViewingReminders(db(), new Date('2031-05-12T07:00:00Z'))).toMatchObject({ claimed: 0 });
      expect(await sendViewingReminders(db(), night)).toMatchObject({ claimed: 1, queued: 1 });
      expect(await sendViewingReminders(db(), night)).toMatchObject({ claimed: 0, queued: 0 });
      expect(await sendViewingReminders(db(), new Date(night.getTime() + 60_000))).toMatchObject({ claimed: 0 });
      const reminders = await db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, people[0].email), like(emailMessages.subject, 'Påmindelse%')));
      expect(reminders).toHaveLength(1);
      expect(reminders[0].nextAttemptAt.toISOString()).toBe('2031-05-13T05:00:00.000Z'); // 07:00 summer time
    });

    it('says when the mails leave: at once by day, at 07:00 Danish time when invited or surveyed at night', async () => {
      const byDay = await invite(1);
      expect(byDay.viewing.mailsHeldUntil).toBeNull();
      const night = await homeWithApplicants(1);
      const atNight = await createViewing(
        testActorOf(night.companyId),
        { applicationIds: night.ids, meetingLocation: 'Ved porten', slots: [EVENING] },
        new Date('2031-05-10T21:30:00Z'), // 23:30 in Copenhagen
      );
      expect(atNight.mailsHeldUntil).toBe('07:00');
      const token = await tokenMailedTo(night.people[0].email, 'viewingInvitation');
      await answerInvitation(token, { answer: 'accept', slotId: atNight.slots[0].id }, BEFORE);
      const lateEvening = new Date('2031-05-13T20:30:00Z'); // 22:30 in Copenhagen
      expect(await sendSurveys(night.companyId, atNight.id, lateEvening)).toMatchObject({ sent: 1, mailsHeldUntil: '07:00' });
      // Nothing sent: nothing held.
      expect(await sendSurveys(byDay.companyId, byDay.viewing.id, lateEvening)).toMatchObject({ sent: 0, mailsHeldUntil: null });
    });

    it('refuses at night a slot before the invitations leave at 07:00, and takes one just after', async () => {
      const { companyId, ids, people } = await homeWithApplicants(1);
      const lateNight = new Date('2031-05-12T21:30:00Z'); // 23:30 in Copenhagen; the mails leave 07:00 on the 13th
      const at = (fromTime: string, toTime: string) => ({ date: DAY, fromTime, toTime, capacity: null });
      const invite = (slot: ReturnType<typeof at>) =>
        createViewing(testActorOf(companyId), { applicationIds: ids, meetingLocation: 'Porten', slots: [slot] }, lateNight);
      await expect(invite(at('06:30', '07:00'))).rejects.toMatchObject({
        code: 'Rejected',
        key: 'viewingSlotBeforeMails',
        values: { time: '07:00' },
      });
      await expect(invite(at('07:00', '07:30'))).rejects.toMatchObject({ key: 'viewingSlotBeforeMails' });
      expect(await db().select().from(viewingInvitations).where(eq(viewingInvitations.applicationId, ids[0]))).toEqual([]);
      expect((await invite(at('07:15', '07:45'))).mailsHeldUntil).toBe('07:00');
      expect(await tokenMailedTo(people[0].email, 'viewingInvitation')).toBeTruthy();
    });

    it('sends the survey after the slot, stores one answer with its outcome, and tells the webhook', async () => {
      const { tokens, viewing, people, companyId } = await invite(1);
      await db().insert(webhookEndpoints).values({ companyId, url: 'http://127.0.0.1:9/hook', secret: 'whsec_test', events: [] });
      const [, evening] = viewing.slots;
      await answerInvitation(tokens[0], { answer: 'accept', slotId: evening.id }, BEFORE);
      expect((await sendSurveys(companyId, viewing.id, BEFORE)).sent).toBe(0); // not over yet
      expect((await sendSurveys(companyId, viewing.id, AFTER_EVENING)).sent).toBe(1);
      expect((await sendSurveys(companyId, viewing.id, AFTER_EVENING)).sent).toBe(0);
      const token = await tokenMailedTo(people[0].email, 'viewingInvitation', 'Hvordan');
      expect((await invitationRoute.GET(apiRequest('GET', `viewings/invitations/${token}`), withParams({ token }))).status).toBe(404);

      const post = (body: unknown) =>
        surveyRoute.POST(apiRequest('POST', `viewings/surveys/${token}`, { body, locale: 'da' }), withParams({ token }));
      expect((await post({ attended: true })).status).toBe(400); // still interested is required after attending
      const answered = await post({ attended: true, stillInterested: false, comment: '  For mørk  ' });
      expect(answered.status).toBe(200);
      expect(await answered.json()).toMatchObject({ outcome: 'attendedNotInterested' });
      const again = await post({ attended: false });
      expect(again.status).toBe(409);
      expect(await again.text()).toBe('Du har allerede svaret på denne evaluering. Tak!');
      await expect(submitSurveyAnswers(token, { attended: false }, new Date('2031-06-01T00:00:00Z'))).rejects.toMatchObject({
        code: 'Gone',
      });

      const [invitation] = (await getViewingOfCompany(companyId, viewing.id, AFTER_EVENING)).invitations;
      expect(invitation.survey).toMatchObject({
        attended: true,
        stillInterested: false,
        comment: 'For mørk',
        outcome: 'attendedNotInterested',
      });
      const events = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, companyId));
      expect(events.map((event) => event.eventType).sort()).toEqual(['survey.submitted', 'viewing.answered', 'viewing.booked']);
    });

    it('lets members of the company invite from the console, and is a 404 for another company', async () => {
      const { companyId, ids } = await homeWithApplicants(1);
      const member = await signedInUser(db());
      await db().insert(companyMembers).values({ userId: member.id, companyId, role: 'member' });
      const outsider = await signedInUser(db());
      await db()
        .insert(companyMembers)
        .values({ userId: outsider.id, companyId: (await createGroup(db())).companyId, role: 'owner' });
      const body = {
        applicationIds: ids,
        meetingLocation: 'Porten',
        slots: [{ date: '2099-06-01', fromTime: '10:00', toTime: '10:30', capacity: '' }],
      };
      const invite = (cookie: string) => consoleViewingsRoute.POST(apiRequest('POST', 'company/viewings', { cookie, body }));
      expect((await invite(outsider.cookie)).status).toBe(404);
      const created = await invite(member.cookie);
      expect(created.status).toBe(201);
      const viewing = await created.json();
      expect(viewing.slots[0]).toMatchObject({ capacity: null, accepted: 0 });
      const send = (cookie: string) =>
        consoleSurveysRoute.POST(
          apiRequest('POST', `company/viewings/${viewing.id}/surveys`, { cookie, body: {} }),
          withParams({ id: viewing.id }),
        );
      expect((await send(outsider.cookie)).status).toBe(404);
      expect(await (await send(member.cookie)).json()).toMatchObject({ sent: 0 });
    });

    it('closes the invitation of a withdrawn application: no answer, no reminder', async () => {
      const { tokens, viewing, ids } = await invite(1);
      const [morning] = viewing.slots;
      await answerInvitation(tokens[0], { answer: 'accept', slotId: morning.id }, INVITED_AT);
      await db().update(applications).set({ status: 'withdrawn', inactiveAt: INVITED_AT }).where(eq(applications.id, ids[0]));
      await expect(answerInvitation(tokens[0], { answer: 'decline' }, BEFORE)).rejects.toMatchObject({
        code: 'Conflict',
        key: 'applicationNotActive',
      });
      expect((await viewInvitation(tokens[0], BEFORE)).changeableUntil).toBeNull();
      expect(await sendViewingReminders(db(), new Date('2031-05-12T12:00:00Z'))).toMatchObject({ claimed: 1, queued: 0 });
    });
  },
  { install: true },
);
