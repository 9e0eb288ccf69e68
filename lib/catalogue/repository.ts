import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { images } from '@/lib/db/schema/images';
import type { Db } from '@/lib/db/types';
import type { CompanyDetails, GroupRecord, GroupSummary, PropertyRecord } from './schema';

export type ImageText = { id: number; altDa: string; altEn: string };

const companyColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  about: companies.about,
  email: companies.email,
  phone: companies.phone,
  website: companies.website,
  logoImageId: companies.logoImageId,
  handlesApplicationsExternally: companies.handlesApplicationsExternally,
};

const groupColumns = {
  id: propertyGroups.id,
  slug: propertyGroups.slug,
  name: propertyGroups.name,
  street: propertyGroups.street,
  postcode: propertyGroups.postcode,
  city: propertyGroups.city,
  citySlug: propertyGroups.citySlug,
  isNewBuild: propertyGroups.isNewBuild,
  publicationStatus: propertyGroups.publicationStatus,
};

const groupRecordColumns = {
  ...groupColumns,
  postcodeName: propertyGroups.postcodeName,
  lat: propertyGroups.lat,
  lng: propertyGroups.lng,
  description: propertyGroups.description,
  imageIds: propertyGroups.imageIds,
  hasWaitingList: propertyGroups.hasWaitingList,
  waitingListYearlyFee: propertyGroups.waitingListYearlyFee,
};

const p = properties;
const propertyColumns = {
  id: p.id,
  slug: p.slug,
  groupId: p.groupId,
  street: p.street,
  floorDoor: p.floorDoor,
  postcode: p.postcode,
  postcodeName: p.postcodeName,
  city: p.city,
  lat: p.lat,
  lng: p.lng,
  isNewBuild: p.isNewBuild,
  type: p.type,
  rooms: p.rooms,
  sizeM2: p.sizeM2,
  monthlyRent: p.monthlyRent,
  aconto: p.aconto,
  deposit: p.deposit,
  prepaidRent: p.prepaidRent,
  wastewaterCost: p.wastewaterCost,
  availability: p.availability,
  vacancyDate: p.vacancyDate,
  rentalPeriod: p.rentalPeriod,
  elevator: p.elevator,
  energyLabel: p.energyLabel,
  furnished: p.furnished,
  petsAllowed: p.petsAllowed,
  shareable: p.shareable,
  builtYear: p.builtYear,
  levels: p.levels,
  levelAccess: p.levelAccess,
  plotArea: p.plotArea,
  terraces: p.terraces,
  roofTerraces: p.roofTerraces,
  balconies: p.balconies,
  balconyOrientation: p.balconyOrientation,
  parking: p.parking,
  evCharger: p.evCharger,
  certification: p.certification,
  onlyFor: p.onlyFor,
  fixtures: p.fixtures,
  descriptionHeadline: p.descriptionHeadline,
  description: p.description,
  imageIds: p.imageIds,
  floorPlanImageId: p.floorPlanImageId,
};

export async function findCompanyBySlug(db: Db, slug: string): Promise<CompanyDetails | null> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.slug, slug)).limit(1);
  return row ?? null;
}

async function findGroupSummary(db: Db, where: SQL): Promise<GroupSummary | null> {
  const [row] = await db
    .select({ ...groupColumns, companySlug: companies.slug, companyName: companies.name })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { companySlug, companyName, ...group } = row;
  return { ...group, company: { slug: companySlug, name: companyName } };
}

export function findGroupBySlug(db: Db, slug: string): Promise<GroupSummary | null> {
  return findGroupSummary(db, eq(propertyGroups.slug, slug));
}

async function findGroupRecord(db: Db, where: SQL): Promise<GroupRecord | null> {
  const [row] = await db
    .select({ group: groupRecordColumns, company: companyColumns })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(where)
    .limit(1);
  return row ? { ...row.group, company: row.company } : null;
}

/** A group with everything its page shows, and its landlord's public contact details. */
export function findGroupRecordBySlug(db: Db, slug: string): Promise<GroupRecord | null> {
  return findGroupRecord(db, eq(propertyGroups.slug, slug));
}

/** A home with every field, and its group as `findGroupRecordBySlug` returns it. */
export async function findPropertyRecordBySlug(db: Db, slug: string): Promise<{ property: PropertyRecord; group: GroupRecord } | null> {
  const [property] = await db.select(propertyColumns).from(properties).where(eq(properties.slug, slug)).limit(1);
  if (!property) return null;
  const group = await findGroupRecord(db, eq(propertyGroups.id, property.groupId));
  return group && { property, group };
}

/** Alt texts of public images, keyed by id; private or missing ids are simply absent. */
export async function findImageTexts(db: Db, ids: number[]): Promise<Map<number, ImageText>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: images.id, altDa: images.altDa, altEn: images.altEn })
    .from(images)
    .where(and(inArray(images.id, ids), eq(images.isPublic, true)));
  return new Map(rows.map((row) => [row.id, row]));
}
