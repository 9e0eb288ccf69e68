import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { prepareUpload, removeImages, saveUpload, type UploadedImage } from '@/lib/images/upload-service';
import { enforceRateLimit } from '@/lib/rate-limit/service';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import {
  appendGroupImage,
  appendHomeImage,
  findHomeId,
  removeGroupImage,
  removeHomeImage,
  replaceFloorPlan,
} from './write-image-repository';
import { findGroupRow, type GroupRow } from './write-repository';
import { announceGroupChanges } from './write-service';
import type { CompanyImage, GroupImageUpload, HomeImageUpload } from './write-schema';

/*
 * A company's pictures of its groups and homes (provider API). As in write-service.ts, the company
 * is the one the caller was authenticated for: another company's group, home or picture is not found.
 */

/**
 * Per company, beside the API's per-key limit: a picture costs up to a few seconds of CPU to check
 * and re-encode (a 12-megapixel WebP 1.4–2.5 s on a loaded 2-core machine), a JSON write milliseconds.
 */
export const UPLOAD_LIMIT: RateLimitRule = { name: 'provider-image-upload', windowMs: 60_000, max: 60 };

async function requireGroup(db: Db, companyId: number, externalId: string): Promise<GroupRow> {
  const group = await findGroupRow(db, companyId, externalId);
  if (!group) throw new DomainError('NotFound', 'notFound');
  return group;
}

async function requireHome(db: Db, companyId: number, groupExternalId: string, externalId: string) {
  const group = await requireGroup(db, companyId, groupExternalId);
  const homeId = await findHomeId(db, group.id, externalId);
  if (homeId === null) throw new DomainError('NotFound', 'notFound');
  return { group, homeId };
}

const companyImage = ({ id, ...image }: UploadedImage): CompanyImage => ({
  id,
  url: `/api/image/find-public/${id}?aspectRatio=4:3&width=960`,
  ...image,
});

/** The file checked and cleaned (422 when it breaks a rule), and its alt texts. */
async function prepared(companyId: number, upload: GroupImageUpload) {
  await enforceRateLimit(UPLOAD_LIMIT, `company:${companyId}`);
  return { file: await prepareUpload(Buffer.from(await upload.file.arrayBuffer())), alt: { alt: upload.alt, altEn: upload.altEn } };
}

/** Adds the picture after the group's others. */
export async function addGroupImage(companyId: number, groupExternalId: string, upload: GroupImageUpload): Promise<CompanyImage> {
  const group = await requireGroup(await getDb(), companyId, groupExternalId);
  const { file, alt } = await prepared(companyId, upload);
  const saved = await saveUpload(file, alt, async (tx, id) => {
    await appendGroupImage(tx, group.id, id);
    return [];
  });
  await announceGroupChanges(group);
  return companyImage(saved);
}

/** A photo goes after the home's others; a floor plan replaces the home's former one, which is deleted. */
export async function addHomeImage(
  companyId: number,
  groupExternalId: string,
  homeExternalId: string,
  upload: HomeImageUpload,
): Promise<CompanyImage> {
  const { group, homeId } = await requireHome(await getDb(), companyId, groupExternalId, homeExternalId);
  const { file, alt } = await prepared(companyId, upload);
  const saved = await saveUpload(file, alt, async (tx, id) => {
    if (upload.kind === 'photo') {
      await appendHomeImage(tx, homeId, id);
      return [];
    }
    const previous = await replaceFloorPlan(tx, homeId, id);
    return previous === null ? [] : [previous];
  });
  await announceGroupChanges(group);
  return companyImage(saved);
}

/** Deletes a picture of the group; 404 when the group does not show it. */
export async function deleteGroupImage(companyId: number, groupExternalId: string, imageId: number): Promise<void> {
  await removeImages(async (tx) => {
    const group = await requireGroup(tx, companyId, groupExternalId);
    if (!(await removeGroupImage(tx, group.id, imageId))) throw new DomainError('NotFound', 'notFound');
    return [imageId];
  });
  await announceGroupChanges(await findGroupRow(await getDb(), companyId, groupExternalId));
}

/** Deletes a photo or the floor plan of the home; 404 when the home does not show it. */
export async function deleteHomeImage(companyId: number, groupExternalId: string, homeExternalId: string, imageId: number): Promise<void> {
  await removeImages(async (tx) => {
    const { homeId } = await requireHome(tx, companyId, groupExternalId, homeExternalId);
    if (!(await removeHomeImage(tx, homeId, imageId))) throw new DomainError('NotFound', 'notFound');
    return [imageId];
  });
  await announceGroupChanges(await findGroupRow(await getDb(), companyId, groupExternalId));
}
