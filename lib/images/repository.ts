import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { insertUnnested } from '@/lib/db/bulk-insert';
import { properties, propertyGroups, type PublicationStatus } from '@/lib/db/schema/catalogue';
import { images, type ImageKind } from '@/lib/db/schema/images';
import type { Db } from '@/lib/db/types';
import { generatedSize, type GeneratedKind } from './generate';

export type PublicImage = {
  id: number;
  kind: ImageKind;
  seed: number;
  storageKey: string | null;
  width: number;
  height: number;
  altDa: string;
  altEn: string;
};

type Common = { altDa?: string; altEn?: string; isPublic?: boolean };

/** A generated picture takes its size from its canvas; an upload states the size of its file. */
export type NewImage =
  | (Common & { kind: GeneratedKind; seed: number })
  | (Common & { kind: 'upload'; storageKey: string; width: number; height: number; contentType?: string; byteSize?: number });

export async function findPublicImage(db: Db, id: number): Promise<PublicImage | null> {
  const [row] = await db
    .select({
      id: images.id,
      kind: images.kind,
      seed: images.seed,
      storageKey: images.storageKey,
      width: images.width,
      height: images.height,
      altDa: images.altDa,
      altEn: images.altEn,
    })
    .from(images)
    .where(and(eq(images.id, id), eq(images.isPublic, true)))
    .limit(1);
  return row ?? null;
}

/** The highest image id so far (0 for none). */
export async function findLastImageId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(images.id) }).from(images);
  return row?.id ?? 0;
}

/**
 * Ids of the pictures of groups in `statuses` and of their homes (photos and floor plans). A picture
 * belongs to one group or home: uploads are made for one, the demo data draws one per place.
 */
export async function findImageIdsOfGroups(db: Db, statuses: readonly PublicationStatus[]): Promise<number[]> {
  const groups = await db
    .select({ id: propertyGroups.id, imageIds: propertyGroups.imageIds })
    .from(propertyGroups)
    .where(inArray(propertyGroups.publicationStatus, [...statuses]));
  if (!groups.length) return [];
  // By the group index, in a query of its own: joined, the planner scans every home and the
  // de-duplication of a UNION costs as much again (100,000 homes on PGlite: 0.6 s against 1.3 s).
  const groupIds = groups.map((group) => group.id);
  const homes = await db
    .select({ imageIds: properties.imageIds, floorPlanImageId: properties.floorPlanImageId })
    .from(properties)
    .where(inArray(properties.groupId, groupIds));
  const ofHomes = homes.flatMap((home) => (home.floorPlanImageId ? [...home.imageIds, home.floorPlanImageId] : home.imageIds));
  return [...groups.flatMap((group) => group.imageIds), ...ofHomes];
}

/** The row of a new image (a bulk load copies these itself). */
export function imageRow(image: NewImage): typeof images.$inferInsert {
  const common = { altDa: image.altDa ?? '', altEn: image.altEn ?? '', isPublic: image.isPublic ?? true };
  if (image.kind === 'upload') {
    const { storageKey, width, height, contentType = null, byteSize = null } = image;
    return { ...common, kind: 'upload', seed: 0, storageKey, width, height, contentType, byteSize };
  }
  return {
    ...common,
    kind: image.kind,
    seed: image.seed,
    storageKey: null,
    ...generatedSize(image.kind),
    contentType: null,
    byteSize: null,
  };
}

/** Inserts the images and returns their ids in the order given. */
export async function insertImages(db: Db, rows: NewImage[]): Promise<number[]> {
  const inserted = await insertUnnested<typeof images, { id: number }>(db, images, rows.map(imageRow), sql`id`);
  return inserted.map((row) => row.id);
}

/** Deletes the rows and returns the storage keys of the uploads among them. */
export async function deleteImageRows(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await db.delete(images).where(inArray(images.id, ids)).returning({ storageKey: images.storageKey });
  return deleted.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}
