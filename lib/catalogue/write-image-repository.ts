import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { properties, propertyGroups } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';

/*
 * Which pictures a company's group or home shows: the id arrays the catalogue pages read. Called in
 * the transaction that records or deletes the picture itself (lib/images/upload-service.ts).
 */

export async function appendGroupImage(db: Db, groupId: number, imageId: number): Promise<void> {
  await db
    .update(propertyGroups)
    .set({ imageIds: sql`array_append(${propertyGroups.imageIds}, ${imageId}::integer)` })
    .where(eq(propertyGroups.id, groupId));
}

export async function findHomeId(db: Db, groupId: number, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.groupId, groupId), eq(properties.externalId, externalId)));
  return row?.id ?? null;
}

export async function appendHomeImage(db: Db, homeId: number, imageId: number): Promise<void> {
  await db
    .update(properties)
    .set({ imageIds: sql`array_append(${properties.imageIds}, ${imageId}::integer)` })
    .where(eq(properties.id, homeId));
}

/** Sets the home's floor plan and returns the one it replaces, if any. */
export async function replaceFloorPlan(db: Db, homeId: number, imageId: number): Promise<number | null> {
  // The row lock keeps two concurrent uploads from both reading the same former plan.
  const [home] = await db.select({ previous: properties.floorPlanImageId }).from(properties).where(eq(properties.id, homeId)).for('update');
  await db.update(properties).set({ floorPlanImageId: imageId }).where(eq(properties.id, homeId));
  return home?.previous ?? null;
}

/** Takes the picture out of the group; false when the group does not show it. */
export async function removeGroupImage(db: Db, groupId: number, imageId: number): Promise<boolean> {
  const rows = await db
    .update(propertyGroups)
    .set({ imageIds: sql`array_remove(${propertyGroups.imageIds}, ${imageId}::integer)` })
    .where(and(eq(propertyGroups.id, groupId), arrayContains(propertyGroups.imageIds, [imageId])))
    .returning({ id: propertyGroups.id });
  return rows.length > 0;
}

/** Takes the picture (a photo or the floor plan) off the home; false when the home does not show it. */
export async function removeHomeImage(db: Db, homeId: number, imageId: number): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({
      imageIds: sql`array_remove(${properties.imageIds}, ${imageId}::integer)`,
      floorPlanImageId: sql`nullif(${properties.floorPlanImageId}, ${imageId}::integer)`,
    })
    .where(
      and(
        eq(properties.id, homeId),
        sql`(${arrayContains(properties.imageIds, [imageId])} or ${properties.floorPlanImageId} = ${imageId}::integer)`,
      ),
    )
    .returning({ id: properties.id });
  return rows.length > 0;
}
