import { and, desc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '@/lib/applications/statuses';
import { isActiveStatus } from '@/lib/applications/statuses';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { offers } from '@/lib/db/schema/offers';
import { viewingInvitations, viewings, viewingSlots, viewingSurveys } from '@/lib/db/schema/viewings';
import type { Db } from '@/lib/db/types';
import { instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import { surveyOutcome } from '@/lib/viewings/rules';
import { DEMO_USERS } from './accounts';

/*
 * A living month for the demo landlord's company, dated from the seed's `now`, so its insight
 * (/konto/virksomhed/indsigt) shows real figures on a fresh start: applicants who applied over the
 * last four weeks, answered after some hours or days; some invited to a viewing that took place and
 * answered its survey; some offered the home, their answer given and the deadline passed. The
 * applicants have no password: nobody signs in as them.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const APPLICANTS = 16;
/** The homes the month's applicants apply for: after the newest two, which the demo tenant's stories take. */
const HOMES = { skip: 2, take: 6 };

type Story = { steps: ApplicationStatus[]; answerAfterHours: number };

/** Applicant `i`'s story: every fourth is not answered yet, the others answered and taken further. */
function storyOf(i: number): Story {
  const answerAfterHours = 3 + ((i * 7) % 40);
  const steps: ApplicationStatus[][] = [['sent'], ['sent', 'seen'], ['sent', 'seen', 'invitedToViewing'], ['sent', 'seen', 'offered']];
  const chosen = steps[i % steps.length];
  return { steps: i % 8 === 5 ? ['sent', 'declined'] : chosen, answerAfterHours };
}

async function companyHomes(db: Db, companyId: number) {
  return db
    .select({ id: properties.id, monthlyRent: properties.monthlyRent, deposit: properties.deposit })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.publicationStatus, PublicationStatus.PUBLISHED)))
    .orderBy(desc(properties.id))
    .offset(HOMES.skip)
    .limit(HOMES.take);
}

export async function seedCompanyActivity(db: Db, now = new Date()): Promise<void> {
  const [landlord] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
  const homes = landlord ? await companyHomes(db, landlord.companyId) : [];
  if (!homes.length) return;
  for (let i = 0; i < APPLICANTS; i++) {
    const id = `demo-applicant-${i + 1}`;
    await db.insert(users).values({ id, name: `Ansøger ${i + 1}`, email: `ansoeger-${i + 1}@hjemly.invalid`, emailVerified: true });
    const sentAt = new Date(now.getTime() - 28 * DAY + i * 1.6 * DAY);
    await seedApplicant(
      db,
      { n: i + 1, userId: id, companyId: landlord.companyId, home: homes[i % homes.length] },
      storyOf(i),
      sentAt,
      now,
    );
  }
}

/** The month's applicant `n` (from 1), whose number also picks what they answered. */
type Applicant = { n: number; userId: string; companyId: number; home: Awaited<ReturnType<typeof companyHomes>>[number] };

async function seedApplicant(db: Db, applicant: Applicant, story: Story, sentAt: Date, now: Date): Promise<void> {
  // The first answer after some hours, each later step two days on; nothing dated after `now`.
  const at = (step: number) => new Date(sentAt.getTime() + (step === 0 ? 0 : story.answerAfterHours * HOUR + (step - 1) * 2 * DAY));
  const steps = story.steps.filter((_, step) => at(step) <= now);
  const status = steps[steps.length - 1];
  const [row] = await db
    .insert(applications)
    .values({
      userId: applicant.userId,
      propertyId: applicant.home.id,
      companyId: applicant.companyId,
      name: `Ansøger ${applicant.n}`,
      email: `ansoeger-${applicant.n}@hjemly.invalid`,
      message: 'Vi er et par uden husdyr og kan flytte ind med en måneds varsel.',
      household: { adults: 2, children: 0, pets: false, occupation: 'employed', incomeBand: '30to40k', moveInDate: null },
      external: false,
      status,
      createdAt: sentAt,
      updatedAt: at(steps.length - 1),
      inactiveAt: isActiveStatus(status) ? null : at(steps.length - 1),
    })
    .returning({ id: applications.id });
  await db.insert(applicationEvents).values(steps.map((step, i) => ({ applicationId: row.id, status: step, at: at(i) })));
  const last = at(steps.length - 1);
  if (status === 'invitedToViewing') await seedViewing(db, applicant, row.id, last, now);
  if (status === 'offered') await seedOffer(db, applicant, row.id, last, now);
}

/** A viewing two days after the invitation at 17:00; when it is over, the guest came or not and said so. */
async function seedViewing(db: Db, applicant: Applicant, applicationId: string, invitedAt: Date, now: Date): Promise<void> {
  const day = todayInCopenhagen(new Date(invitedAt.getTime() + 2 * DAY));
  const [startsAt, endsAt] = [instantInCopenhagen(day, '17:00'), instantInCopenhagen(day, '17:30')];
  const [viewing] = await db
    .insert(viewings)
    .values({ companyId: applicant.companyId, propertyId: applicant.home.id, meetingLocation: 'Ved hoveddøren', createdAt: invitedAt })
    .returning({ id: viewings.id });
  const [slot] = await db
    .insert(viewingSlots)
    .values({ viewingId: viewing.id, date: day, fromTime: '17:00', toTime: '17:30', startsAt, endsAt, capacity: 10 })
    .returning({ id: viewingSlots.id });
  const answeredAt = new Date(invitedAt.getTime() + 2 * HOUR);
  const [invitation] = await db
    .insert(viewingInvitations)
    .values({
      viewingId: viewing.id,
      applicationId,
      status: 'accepted',
      slotId: slot.id,
      answeredAt,
      reminderDoneAt: answeredAt,
      createdAt: invitedAt,
    })
    .returning({ id: viewingInvitations.id });
  const submittedAt = new Date(endsAt.getTime() + 5 * HOUR);
  if (submittedAt > now) return;
  const attended = applicant.n % 8 !== 7;
  const answers = { attended, stillInterested: attended ? applicant.n % 5 !== 0 : null };
  await db.insert(viewingSurveys).values({
    invitationId: invitation.id,
    expiresAt: new Date(endsAt.getTime() + 14 * DAY),
    ...answers,
    outcome: surveyOutcome(answers),
    submittedAt,
    createdAt: new Date(endsAt.getTime() + HOUR),
  });
}

/** An offer on the home's terms with a week to answer; answered a day later once that day has come. */
async function seedOffer(db: Db, applicant: Applicant, applicationId: string, offeredAt: Date, now: Date): Promise<void> {
  const answeredAt = new Date(offeredAt.getTime() + DAY);
  const answered = answeredAt <= now;
  await db.insert(offers).values({
    applicationId,
    companyId: applicant.companyId,
    propertyId: applicant.home.id,
    monthlyRent: applicant.home.monthlyRent,
    deposit: applicant.home.deposit,
    moveInDate: todayInCopenhagen(new Date(offeredAt.getTime() + 45 * DAY)),
    deadline: new Date(offeredAt.getTime() + 7 * DAY),
    answer: answered ? (applicant.n % 3 === 0 ? 'notInterested' : 'interested') : null,
    answeredAt: answered ? answeredAt : null,
    reminderDoneAt: answered ? answeredAt : null,
    createdAt: offeredAt,
  });
}
