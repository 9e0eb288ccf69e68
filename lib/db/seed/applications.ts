import { and, desc, eq } from 'drizzle-orm';
import type { Household } from '@/lib/accounts/profile-schema';
import type { ApplicationStatus } from '@/lib/applications/statuses';
import { isActiveStatus } from '@/lib/applications/statuses';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { companyMembers } from '@/lib/db/schema/accounts';
import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { offers } from '@/lib/db/schema/offers';
import type { Db } from '@/lib/db/types';
import { addDays, todayInCopenhagen } from '@/lib/time/copenhagen';
import { DEMO_USERS } from './accounts';

/** What happened to each of the demo tenant's applications, one step every other day. */
const STORIES: { steps: ApplicationStatus[]; external: boolean }[] = [
  { steps: ['sent'], external: false },
  { steps: ['sent', 'seen'], external: false },
  { steps: ['sent', 'seen', 'invitedToViewing'], external: false },
  { steps: ['sent', 'seen', 'invitedToViewing', 'offered'], external: false },
  { steps: ['sent'], external: true },
  { steps: ['sent', 'seen', 'declined'], external: false },
  { steps: ['sent', 'withdrawn'], external: false },
];

const DAY = 24 * 60 * 60 * 1000;
/** The first story is sent this long before the seed's `now`, each next one three days later: all within the last month. */
const FIRST_SENT_DAYS_AGO = 26;
/** The offered story's offer stays open this long after `now`, so the demo tenant has it to answer. */
const OFFER_OPEN_DAYS = 5;

async function availableHomes(db: Db, external: boolean, limit: number, companyId?: number) {
  return (
    db
      .select({ id: properties.id, companyId: companies.id })
      .from(properties)
      .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
      .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
      .where(
        and(
          eq(propertyGroups.publicationStatus, PublicationStatus.PUBLISHED),
          eq(properties.availability, 'available'),
          eq(companies.handlesApplicationsExternally, external),
          companyId === undefined ? undefined : eq(companies.id, companyId),
        ),
      )
      // From the newest homes: the oldest are the ones tests and first visits tend to pick.
      .orderBy(desc(properties.id))
      .limit(limit)
  );
}

/** The applicant profile the demo tenant's applications were sent with. */
const DEMO_HOUSEHOLD: Household = { adults: 2, children: 1, pets: false, occupation: 'employed', incomeBand: '40to50k', moveInDate: null };

/**
 * The demo tenant's applications in every status, so /anmodninger shows real data from the start —
 * and the demo landlord's console (/konto/virksomhed/ansoegninger) too. Their timelines end within
 * the month before `now`, so the landlord's insight counts them; the offered one has its offer, open
 * for answer (its viewing, between invitation and offer, is seeded by ./viewings.ts).
 */
export async function seedApplications(db: Db, now = new Date()) {
  const person = DEMO_USERS.tenant;
  // The first two (still active) go to the demo landlord's company, so its console has applications to answer.
  const [landlord] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
  const own = landlord ? await availableHomes(db, false, 2, landlord.companyId) : [];
  const others = await availableHomes(db, false, STORIES.length);
  const homes = {
    internal: [...own, ...others.filter((home) => !own.some((mine) => mine.id === home.id))],
    external: await availableHomes(db, true, STORIES.length),
  };
  let story = 0;
  for (const { steps, external } of STORIES) {
    const home = (external ? homes.external : homes.internal).shift();
    if (!home) continue;
    const sentAt = new Date(now.getTime() - (FIRST_SENT_DAYS_AGO - 3 * story++) * DAY);
    const at = (step: number) => new Date(sentAt.getTime() + step * 2 * DAY);
    const status = steps[steps.length - 1];
    const [row] = await db
      .insert(applications)
      .values({
        userId: person.id,
        propertyId: home.id,
        companyId: home.companyId,
        name: person.name,
        email: person.email,
        phone: person.phone,
        message: 'Jeg er en rolig ikke-ryger i fast job og kan flytte ind med en måneds varsel.',
        household: DEMO_HOUSEHOLD,
        external,
        status,
        createdAt: sentAt,
        updatedAt: at(steps.length - 1),
        inactiveAt: isActiveStatus(status) ? null : at(steps.length - 1),
      })
      .returning({ id: applications.id });
    await db.insert(applicationEvents).values(steps.map((step, i) => ({ applicationId: row.id, status: step, at: at(i) })));
    if (status === 'offered')
      await seedOffer(db, { applicationId: row.id, propertyId: home.id, companyId: home.companyId }, at(steps.length - 1), now);
  }
}

/** The offer behind the offered story, on the home's own terms, its deadline days after `now`. */
async function seedOffer(
  db: Db,
  application: { applicationId: string; propertyId: number; companyId: number },
  offeredAt: Date,
  now: Date,
) {
  const [terms] = await db
    .select({
      monthlyRent: properties.monthlyRent,
      aconto: properties.aconto,
      deposit: properties.deposit,
      prepaidRent: properties.prepaidRent,
      wastewaterCost: properties.wastewaterCost,
    })
    .from(properties)
    .where(eq(properties.id, application.propertyId));
  await db.insert(offers).values({
    ...application,
    ...terms,
    moveInDate: addDays(todayInCopenhagen(now), 45),
    deadline: new Date(now.getTime() + OFFER_OPEN_DAYS * DAY),
    createdAt: offeredAt,
  });
}
