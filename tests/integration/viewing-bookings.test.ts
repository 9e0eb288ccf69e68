import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import * as answerRoute from '@/app/api/viewings/invitations/[token]/route';
import * as linkRoute from '@/app/api/viewings/links/[token]/route';
import { users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import { waitingListOfferRecipients, waitingListOffers } from '@/lib/db/schema/waiting-list-offers';
import { waitingListMemberships } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import { createViewing, getViewingOfCompany, markNoShow, newBookingLink } from '@/lib/viewings/landlord-service';
import { sendViewingReminders } from '@/lib/viewings/reminders';
import { answerInvitation, bookThroughLink, listMyViewings, viewBookingLink, viewInvitation } from '@/lib/viewings/service';
import { makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';
import { ensureList } from '@/lib/waiting-lists/repository';
import { ORIGIN, signedInUser } from './support/sessions';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { withTestSecrets } from './support/test-secrets';
import { describeEachEngine, itRacing } from './support/databases';
import { testActorOf } from './support/audit-actors';

// Times people book themselves through a viewing's link. Every step passes its own `now`.
const DAY = '2032-03-09'; // a Tuesday; Copenhagen is UTC+1 in March
const SLOT = { date: DAY, fromTime: '17:00', toTime: '17:30' }; // 16:00–16:30 UTC
const LATER = { date: DAY, fromTime: '18:00', toTime: '18:30' };
const PUBLISHED = new Date('2032-03-01T10:00:00Z');
const BEFORE = new Date('2032-03-07T10:00:00Z');
const DAY_BEFORE = new Date('2032-03-08T17:00:00Z'); // within 24 hours of the slot, 18:00 Danish time
const DURING = new Date('2032-03-09T16:10:00Z');
const LINK_IN_TEXT = /\/fremvisningstider\/([A-Za-z0-9_-]{43})/;
const TOKEN_IN_MAIL = /\/fremvisning\/([A-Za-z0-9_-]{43})/;
const withParams = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

withTestSecrets({ cprKey: 'c'.repeat(64), authSecret: 'test-secret-for-the-viewings-0123456789abcdef' });

describeEachEngine(
  'viewing times people book themselves',
  (ctx) => {
    const db = () => ctx.handle.db as Db;
    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    async function person(locale: 'da-DK' | 'en-DK' = 'da-DK') {
      const id = randomUUID();
      const email = `booker-${id}@example.dk`;
      await db().insert(users).values({ id, email, name: 'Ida Booker' });
      return { id, email, locale };
    }

    /** A home of a new company with a viewing anyone with its link may book. */
    async function linkViewing(capacity: number | null, slots = [SLOT]) {
      const group = await createGroup(db(), { hasWaitingList: true });
      const home = await createHome(db(), group.id);
      const viewing = await createViewing(
        testActorOf(group.companyId),
        { bookableBy: 'link', homeId: home.id, meetingLocation: 'Ved porten', slots: slots.map((slot) => ({ ...slot, capacity })) },
        PUBLISHED,
      );
      const token = viewing.bookingUrl?.match(LINK_IN_TEXT)?.[1];
      if (!token) throw new Error(`no booking link in ${viewing.bookingUrl}`);
      return { companyId: group.companyId, group, home, viewing, token };
    }

    async function mailsTo(email: string, template: string) {
      return db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, email), eq(emailMessages.template, template)));
    }

    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        () => 'done',
        (error: unknown) => (error instanceof DomainError ? error.key : Promise.reject(error)),
      );

    it('publishes a viewing bookable through its link; a booking mails a confirmation with .ics and a cancel link, and is on /konto', async () => {
      const { viewing, token, companyId } = await linkViewing(2);
      expect(viewing).toMatchObject({ bookableBy: 'link', invitations: [] });
      expect((await viewBookingLink(token, BEFORE)).slots).toMatchObject([{ fromTime: '17:00', full: false, started: false }]);

      const ida = await person('en-DK');
      const booked = await bookThroughLink(ida, token, { answer: 'accept', slotId: viewing.slots[0].id }, 'en-DK', BEFORE);
      expect((await viewInvitation(booked.token, BEFORE)).chosenSlotId).toBe(viewing.slots[0].id);

      const [mail] = await mailsTo(ida.email, 'viewingConfirmation');
      expect(mail.subject).toMatch(/^You are signed up for the viewing of/);
      expect(mail.text).toMatch(/\/en\/.+\/cancel|\/afbestil|\/cancel/);
      expect(mail.attachments?.[0]).toMatchObject({ contentType: expect.stringContaining('text/calendar') });

      const after = await getViewingOfCompany(companyId, viewing.id, BEFORE);
      expect(after.invitations).toMatchObject([{ invitee: 'linkBooking', name: 'Ida Booker', state: 'accepted', waiting: false }]);
      expect(after.slots[0].accepted).toBe(1);
      expect(await listMyViewings(ida, BEFORE)).toMatchObject([{ state: 'accepted', fromTime: '17:00' }]);

      // Booking again through the link moves the same place, it does not take a second one.
      const second = await linkViewing(null, [SLOT, LATER]);
      await bookThroughLink(ida, second.token, { answer: 'accept', slotId: second.viewing.slots[0].id }, 'en-DK', BEFORE);
      await bookThroughLink(ida, second.token, { answer: 'accept', slotId: second.viewing.slots[1].id }, 'en-DK', BEFORE);
      const moved = await getViewingOfCompany(second.companyId, second.viewing.id, BEFORE);
      expect(moved.invitations).toHaveLength(1);
      expect(moved.slots.map((slot) => slot.accepted)).toEqual([0, 1]);
    });

    it('a link is only for its viewing: unknown is 404, expired 410, and a fresh one works beside the first', async () => {
      const { viewing, token, companyId } = await linkViewing(null);
      await expect(viewBookingLink('A'.repeat(43), BEFORE)).rejects.toMatchObject({ code: 'NotFound' });
      await expect(viewBookingLink(token, new Date('2032-03-10T00:00:00Z'))).rejects.toMatchObject({ code: 'Gone' });
      const fresh = (await newBookingLink(companyId, viewing.id, BEFORE)).bookingUrl.match(LINK_IN_TEXT)![1];
      expect(fresh).not.toBe(token);
      expect((await viewBookingLink(fresh, BEFORE)).slots).toHaveLength(1);
      await expect(newBookingLink(companyId + 1, viewing.id, BEFORE)).rejects.toMatchObject({ code: 'NotFound' });
      // A viewing for those invited only has no link to make.
      const group = await createGroup(db());
      const home = await createHome(db(), group.id);
      const offered = await createViewing(
        testActorOf(group.companyId),
        { bookableBy: 'offered', homeId: home.id, meetingLocation: 'Porten', slots: [{ ...SLOT, capacity: null }] },
        PUBLISHED,
      );
      expect(offered.bookingUrl).toBeNull();
      await expect(newBookingLink(group.companyId, offered.id, BEFORE)).rejects.toMatchObject({ code: 'NotFound' });
    });

    it('names the home alone by the company’s own ids within the group, or by its slug; an id without its group is refused', async () => {
      const group = await createGroup(db(), { externalId: `EJD-${randomUUID().slice(0, 8)}` });
      const other = await createGroup(db(), { companyId: group.companyId, externalId: `EJD-${randomUUID().slice(0, 8)}` });
      const home = await createHome(db(), group.id, { externalId: 'LEJ-1' });
      await createHome(db(), other.id, { externalId: 'LEJ-1' });
      const base = { bookableBy: 'link' as const, meetingLocation: 'Porten', slots: [{ ...SLOT, capacity: null }] };
      const actor = testActorOf(group.companyId);
      const byIds = await createViewing(actor, { ...base, groupId: group.externalId!, homeId: 'LEJ-1' }, PUBLISHED);
      expect(byIds.home.slug).toBe(home.slug);
      expect((await createViewing(actor, { ...base, homeSlug: home.slug }, PUBLISHED)).home.slug).toBe(home.slug);
      await expect(createViewing(actor, { ...base, homeId: 'LEJ-1' }, PUBLISHED)).rejects.toThrow();
      await expect(createViewing(testActorOf(other.companyId + 1000), { ...base, homeSlug: home.slug }, PUBLISHED)).rejects.toMatchObject({
        code: 'NotFound',
      });
    });

    it('a full viewing lets people wait; a cancelled place reopens at once and the first waiting is told by mail', async () => {
      const { viewing, token, companyId } = await linkViewing(1);
      const slotId = viewing.slots[0].id;
      const [first, second, third] = [await person(), await person(), await person()];
      const booked = await bookThroughLink(first, token, { answer: 'accept', slotId }, 'da-DK', BEFORE);
      // A second apart: the console lists invitations by when they were made, and a tie falls to their random ids.
      const later = new Date(BEFORE.getTime() + 1_000);
      expect(await outcome(bookThroughLink(second, token, { answer: 'accept', slotId }, 'da-DK', later))).toBe('viewingSlotFull');
      await bookThroughLink(second, token, { answer: 'wait' }, 'da-DK', later);
      await bookThroughLink(third, token, { answer: 'wait' }, 'da-DK', new Date(BEFORE.getTime() + 60_000));
      const waiting = await getViewingOfCompany(companyId, viewing.id, BEFORE);
      expect(waiting.invitations.map((invitation) => invitation.waiting)).toEqual([false, true, true]);

      await answerInvitation(booked.token, { answer: 'decline' }, BEFORE);
      const reopened = await getViewingOfCompany(companyId, viewing.id, BEFORE);
      expect(reopened.slots[0].accepted).toBe(0);
      expect(reopened.invitations.map((invitation) => invitation.waiting)).toEqual([false, false, true]);
      const [told] = await mailsTo(second.email, 'viewingInvitation');
      expect(told.subject).toMatch(/^Der er blevet en plads ledig/);
      expect(await mailsTo(third.email, 'viewingInvitation')).toHaveLength(0);

      // The told person books the free place from the mail's link; waiting while places are left is refused.
      const toldToken = told.text.match(TOKEN_IN_MAIL)![1];
      await answerInvitation(toldToken, { answer: 'accept', slotId }, BEFORE);
      expect(await outcome(answerInvitation(booked.token, { answer: 'wait' }, BEFORE))).toBe('done');
      const spare = await linkViewing(3);
      expect(await outcome(bookThroughLink(first, spare.token, { answer: 'wait' }, 'da-DK', BEFORE))).toBe('viewingPlacesLeft');
    });

    it('tells the landlord booked, moved and cancelled by webhook, beside viewing.answered', async () => {
      const { viewing, token, companyId } = await linkViewing(null, [SLOT, LATER]);
      await db()
        .insert(webhookEndpoints)
        .values({ companyId, url: 'https://crm.example.dk/hooks', secret: 's'.repeat(32), events: [] });
      const ida = await person();
      const booked = await bookThroughLink(ida, token, { answer: 'accept', slotId: viewing.slots[0].id }, 'da-DK', BEFORE);
      await answerInvitation(booked.token, { answer: 'accept', slotId: viewing.slots[1].id }, BEFORE);
      await answerInvitation(booked.token, { answer: 'decline' }, BEFORE);
      const events = (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.companyId, companyId))).map(
        (delivery) => delivery.eventType,
      );
      expect(events.filter((type) => type !== 'viewing.answered')).toEqual(['viewing.booked', 'viewing.moved', 'viewing.cancelled']);
      expect(events.filter((type) => type === 'viewing.answered')).toHaveLength(3);
    });

    it('invites the members offered the home who have not said no when the members offered it may book', async () => {
      const group = await createGroup(db(), { hasWaitingList: true });
      const home = await createHome(db(), group.id);
      const list = await ensureList(db(), group.id);
      const members = [];
      for (const n of [1, 2, 3]) {
        const someone = await person();
        const cpr = `03037${n}${String(4000 + n)}`;
        const [row] = await db()
          .insert(waitingListMemberships)
          .values({
            listId: list.id,
            userId: someone.id,
            seniorityDate: '2016-01-01',
            affiliation: 'Ingen tilknytning',
            cprEncrypted: encryptCpr(cpr),
            cprHmac: cprHmac(cpr),
          })
          .returning({ id: waitingListMemberships.id });
        members.push(row.id);
      }
      const [offer] = await db()
        .insert(waitingListOffers)
        .values({ listId: list.id, propertyId: home.id, deadline: BEFORE })
        .returning({ id: waitingListOffers.id });
      const [memberRows] = [await db().select().from(waitingListMemberships).where(eq(waitingListMemberships.listId, list.id))];
      await db()
        .insert(waitingListOfferRecipients)
        .values(
          memberRows.slice(0, 2).map((row, index) => ({
            offerId: offer.id,
            membershipId: row.id,
            userId: row.userId,
            position: index + 1,
            locale: 'da-DK' as const,
            answer: index === 1 ? ('notInterested' as const) : null,
          })),
        );
      const viewing = await createViewing(
        testActorOf(group.companyId),
        { bookableBy: 'offered', homeId: home.id, meetingLocation: 'Porten', slots: [{ ...SLOT, capacity: null }] },
        PUBLISHED,
      );
      expect(viewing.invitations.map((invitation) => invitation.membershipId)).toEqual([memberRows[0].id]);

      // Offered the home after the viewing was published: invited too, with a link to book by.
      const later = memberRows[2];
      const laterEmail = (await db().select({ email: users.email }).from(users).where(eq(users.id, later.userId)))[0].email;
      const nextDay = new Date(PUBLISHED.getTime() + 24 * 60 * 60_000);
      await makeWaitingListOffer(
        testActorOf(group.companyId),
        { id: group.id },
        { homeId: home.id, count: 1, deadline: BEFORE.toISOString() },
        { db: db(), now: nextDay },
      );
      const after = await getViewingOfCompany(group.companyId, viewing.id, nextDay);
      expect(after.invitations.map((invitation) => invitation.membershipId).sort()).toEqual([memberRows[0].id, later.id].sort());
      const [mail] = await mailsTo(laterEmail, 'viewingInvitation');
      const token = mail?.text.match(TOKEN_IN_MAIL)?.[1];
      expect(token).toBeDefined();
      await answerInvitation(token!, { answer: 'accept', slotId: viewing.slots[0].id }, nextDay);
      const booked = await getViewingOfCompany(group.companyId, viewing.id, nextDay);
      expect(booked.invitations.find((invitation) => invitation.membershipId === later.id)).toMatchObject({ slotId: viewing.slots[0].id });
      // A viewing only those invited may book invites nobody new.
      const invitedOnly = await createViewing(
        testActorOf(group.companyId),
        {
          bookableBy: 'invited',
          homeId: home.id,
          membershipIds: [memberRows[0].id],
          meetingLocation: 'Porten',
          slots: [{ ...LATER, capacity: null }],
        },
        nextDay,
      );
      expect((await getViewingOfCompany(group.companyId, invitedOnly.id, nextDay)).invitations).toHaveLength(1);
    });

    it('staff mark a no-show once the time has begun, for their own company only; the reminder goes once', async () => {
      const { viewing, token, companyId } = await linkViewing(null);
      const ida = await person();
      await bookThroughLink(ida, token, { answer: 'accept', slotId: viewing.slots[0].id }, 'da-DK', BEFORE);
      const [place] = (await getViewingOfCompany(companyId, viewing.id, BEFORE)).invitations;

      await Promise.all([sendViewingReminders(db(), DAY_BEFORE), sendViewingReminders(db(), DAY_BEFORE)]);
      await sendViewingReminders(db(), new Date(DAY_BEFORE.getTime() + 15 * 60_000));
      const reminders = (await mailsTo(ida.email, 'viewingInvitation')).filter((mail) => mail.subject.startsWith('Påmindelse'));
      expect(reminders).toHaveLength(1);

      const actor = testActorOf(companyId);
      await expect(markNoShow(actor, viewing.id, place.id, true, BEFORE)).rejects.toMatchObject({ key: 'viewingNotStarted' });
      await expect(markNoShow(testActorOf(companyId + 1), viewing.id, place.id, true, DURING)).rejects.toMatchObject({ code: 'NotFound' });
      const marked = await markNoShow(actor, viewing.id, place.id, true, DURING);
      expect(marked.invitations[0].noShowAt).toBe(DURING.toISOString());
      expect((await markNoShow(actor, viewing.id, place.id, false, DURING)).invitations[0].noShowAt).toBeNull();
    });

    it('books through the route signed in (a plain form lands on the confirmation), and cancels from the mail without JavaScript', async () => {
      const { viewing, token } = await linkViewing(null);
      const ida = await signedInUser(db());
      const form = (path: string, fields: Record<string, string>, cookie?: string) =>
        new Request(`${ORIGIN}/api/${path}`, {
          method: 'POST',
          headers: {
            host: 'localhost:3000',
            origin: ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
            ...(cookie ? { cookie } : {}),
          },
          body: new URLSearchParams(fields),
        });
      const signedOut = await linkRoute.POST(
        form(`viewings/links/${token}`, { answer: 'accept', slotId: viewing.slots[0].id }),
        withParams({ token }),
      );
      expect(signedOut.status).toBe(401);
      const booked = await linkRoute.POST(
        form(`viewings/links/${token}`, { answer: 'accept', slotId: viewing.slots[0].id, locale: 'da-DK' }, ida.cookie),
        withParams({ token }),
      );
      expect(booked.status).toBe(303);
      expect(booked.headers.get('location')).toMatch(/\/fremvisning\/[A-Za-z0-9_-]{43}\/bekraeftelse$/);

      const [mail] = await mailsTo(ida.email, 'viewingConfirmation');
      const cancelToken = mail.text.match(/\/fremvisning\/([A-Za-z0-9_-]{43})\/afbestil/)![1];
      const foreign = new Request(`${ORIGIN}/api/viewings/invitations/${cancelToken}`, {
        method: 'POST',
        headers: { host: 'localhost:3000', origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ answer: 'decline' }),
      });
      expect((await answerRoute.POST(foreign, withParams({ token: cancelToken }))).status).toBe(403);
      const cancelled = await answerRoute.POST(
        form(`viewings/invitations/${cancelToken}`, { answer: 'decline' }),
        withParams({ token: cancelToken }),
      );
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toMatch(/\/bekraeftelse$/);
      expect((await viewInvitation(cancelToken)).state).toBe('declined');
    });

    itRacing(ctx.engine)('two people booking the last place at once: one gets it, the other is told it is fully booked', async () => {
      const { viewing, token, companyId } = await linkViewing(1);
      const people = await Promise.all(Array.from({ length: 6 }, () => person()));
      const results = await Promise.all(
        people.map((one) => outcome(bookThroughLink(one, token, { answer: 'accept', slotId: viewing.slots[0].id }, 'da-DK', BEFORE))),
      );
      expect(results.filter((result) => result === 'done')).toHaveLength(1);
      expect(results.filter((result) => result === 'viewingSlotFull')).toHaveLength(5);
      expect((await getViewingOfCompany(companyId, viewing.id, BEFORE)).slots[0].accepted).toBe(1);
    });
  },
  { install: true },
);
