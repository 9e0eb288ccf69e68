import { and, asc, eq } from 'drizzle-orm';
import { companyMembers } from '@/lib/db/schema/accounts';
import { propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { openHouseEvents, openHouseRegistrations } from '@/lib/db/schema/open-house';
import type { Db } from '@/lib/db/types';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import { DEMO_USERS } from './accounts';

/** Guests already registered for the first open house, so the console has a list to show. */
const GUESTS = [
  { name: 'Freja Lund', email: 'freja.lund@example.dk' },
  { name: 'Oliver Dahl', email: 'oliver.dahl@example.dk' },
  { name: 'Clara Holm', email: 'clara.holm@example.dk' },
];

/**
 * Open houses on the demo landlord's first two published groups. Unlike the rest of the seed they
 * are dated from today (10 and 17 days ahead), so a fresh `npm start` always shows coming ones.
 * The demo tenant is registered for the second.
 */
export async function seedOpenHouses(db: Db, now = new Date()): Promise<void> {
  const groups = await db
    .select({ id: propertyGroups.id })
    .from(propertyGroups)
    .innerJoin(companyMembers, eq(companyMembers.companyId, propertyGroups.companyId))
    .where(and(eq(companyMembers.userId, DEMO_USERS.landlord.id), eq(propertyGroups.publicationStatus, PublicationStatus.PUBLISHED)))
    .orderBy(asc(propertyGroups.id))
    .limit(2);
  const today = todayInCopenhagen(now);
  const plans = [
    { day: addDays(today, 10), from: '11:00', to: '13:00', capacity: 20 },
    { day: addDays(today, 17), from: '16:00', to: '18:00', capacity: 12 },
  ];
  for (const [index, group] of groups.entries()) {
    const plan = plans[index];
    const [event] = await db
      .insert(openHouseEvents)
      .values({
        groupId: group.id,
        startsAt: instantInCopenhagen(plan.day, plan.from),
        endsAt: instantInCopenhagen(plan.day, plan.to),
        place: 'Ved hovedindgangen',
        capacity: plan.capacity,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: openHouseEvents.id });
    const people =
      index === 0
        ? GUESTS.map((guest) => ({ ...guest, userId: null }))
        : [{ name: DEMO_USERS.tenant.name, email: DEMO_USERS.tenant.email, userId: DEMO_USERS.tenant.id }];
    await db
      .insert(openHouseRegistrations)
      .values(
        people.map((person) => ({ eventId: event.id, ...person, locale: 'da-DK' as const, state: 'registered' as const, createdAt: now })),
      );
  }
}
