import 'server-only';
import { getDb } from '@/lib/db/client';
import { findCompanyBySlug, findGroupBySlug, findPropertyBySlug } from './repository';
import { visibilityOf } from './visibility';

export async function getCompany(slug: string) {
  return findCompanyBySlug(await getDb(), slug);
}

/** A group at its public path: PUBLISHED or WAITING_LIST only. */
export async function getPublicGroup(slug: string) {
  const group = await findGroupBySlug(await getDb(), slug);
  return group && visibilityOf(group.publicationStatus) === 'public' ? group : null;
}

/** A group at its share link (`/ejendom/shared/{slug}`): SHAREABLE only, never indexed. */
export async function getShareableGroup(slug: string) {
  const group = await findGroupBySlug(await getDb(), slug);
  return group && visibilityOf(group.publicationStatus) === 'shareable' ? group : null;
}

/** A home is reachable when its group is; `indexable` is false for homes of shareable groups. */
export async function getVisibleProperty(slug: string) {
  const property = await findPropertyBySlug(await getDb(), slug);
  if (!property) return null;
  const visibility = visibilityOf(property.group.publicationStatus);
  return visibility === 'hidden' ? null : { ...property, indexable: visibility === 'public' };
}
