import { and, eq, inArray, ne } from 'drizzle-orm';
import { properties, propertyGroups, type PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { recordHomeEvents } from './home-events-repository';
import { isPublicStatus } from './visibility';

/*
 * The only writers of a home's `is_public`, the copy of its group's visibility that search filters
 * on, once the data exists (the demo seed copies its own groups' visibility into the homes it makes).
 * Both lock the group row: a status change and a new home of the same group cannot interleave,
 * so no home is ever left with the copy of a status its group no longer has.
 */

/** A home as inserted: every column but `is_public`, which is taken from its group. */
export type NewHome = Omit<typeof properties.$inferInsert, 'isPublic'>;
export type InsertedHome = { id: number; slug: string; groupId: number };

/**
 * Inserts homes of existing groups, each public exactly when its group is; in the order given. Each
 * public one is recorded as published for alerts.
 * `skipConflicts`: a home whose slug or external id is taken is left out instead of failing the batch.
 */
export async function insertHomes(db: Db, homes: NewHome[], { skipConflicts = false } = {}): Promise<InsertedHome[]> {
  if (!homes.length) return [];
  return db.transaction(async (tx) => {
    const rows = await withGroupVisibility(tx, homes);
    const insert = tx.insert(properties).values(rows);
    const inserted = await (skipConflicts ? insert.onConflictDoNothing() : insert).returning({
      id: properties.id,
      slug: properties.slug,
      groupId: properties.groupId,
    });
    await recordHomeEvents(
      tx,
      'published',
      inserted.map((home) => home.id),
    );
    return inserted;
  });
}

/** The homes with their group's visibility, the groups locked against a status change until the transaction ends. */
async function withGroupVisibility(tx: Db, homes: NewHome[]) {
  const groupIds = [...new Set(homes.map((home) => home.groupId))];
  const groups = await tx
    .select({ id: propertyGroups.id, status: propertyGroups.publicationStatus })
    .from(propertyGroups)
    .where(inArray(propertyGroups.id, groupIds))
    .for('share');
  const isPublic = new Map(groups.map((group) => [group.id, isPublicStatus(group.status)]));
  // A missing group is left to the foreign key, which refuses the insert.
  return homes.map((home) => ({ ...home, isPublic: isPublic.get(home.groupId) ?? false }));
}

/**
 * Changes a group's publication status and, in the same transaction, the `is_public` copy of each of
 * its homes. False when there is no such group.
 */
export async function setGroupPublicationStatus(db: Db, groupId: number, status: PublicationStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(propertyGroups)
      .set({ publicationStatus: status })
      .where(eq(propertyGroups.id, groupId))
      .returning({ id: propertyGroups.id });
    if (!updated.length) return false;
    const isPublic = isPublicStatus(status);
    const changed = await tx
      .update(properties)
      .set({ isPublic })
      .where(and(eq(properties.groupId, groupId), ne(properties.isPublic, isPublic)))
      .returning({ id: properties.id });
    // Homes that just became public are published, as far as anyone searching can tell.
    if (isPublic) {
      await recordHomeEvents(
        tx,
        'published',
        changed.map((home) => home.id),
      );
    }
    return true;
  });
}
