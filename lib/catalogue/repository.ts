import { eq, type SQL } from 'drizzle-orm';
import { companies, properties, propertyGroups, type PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';

export type CompanySummary = { id: number; slug: string; name: string; about: string };
export type GroupSummary = {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  citySlug: string;
  isNewBuild: boolean;
  publicationStatus: PublicationStatus;
  company: { slug: string; name: string };
};
export type PropertySummary = {
  id: number;
  slug: string;
  street: string;
  floorDoor: string | null;
  rooms: number;
  sizeM2: number;
  monthlyRent: number;
  group: GroupSummary;
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
  companySlug: companies.slug,
  companyName: companies.name,
};

type GroupRow = Omit<GroupSummary, 'company'> & { companySlug: string; companyName: string };

function toGroup({ companySlug, companyName, ...group }: GroupRow): GroupSummary {
  return { ...group, company: { slug: companySlug, name: companyName } };
}

export async function findCompanyBySlug(db: Db, slug: string): Promise<CompanySummary | null> {
  const [row] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name, about: companies.about })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  return row ?? null;
}

async function findGroup(db: Db, where: SQL): Promise<GroupSummary | null> {
  const [row] = await db
    .select(groupColumns)
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(where)
    .limit(1);
  return row ? toGroup(row) : null;
}

export function findGroupBySlug(db: Db, slug: string): Promise<GroupSummary | null> {
  return findGroup(db, eq(propertyGroups.slug, slug));
}

export async function findPropertyBySlug(db: Db, slug: string): Promise<PropertySummary | null> {
  const [row] = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      street: properties.street,
      floorDoor: properties.floorDoor,
      rooms: properties.rooms,
      sizeM2: properties.sizeM2,
      monthlyRent: properties.monthlyRent,
      groupId: properties.groupId,
    })
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  if (!row) return null;
  const { groupId, ...property } = row;
  const group = await findGroup(db, eq(propertyGroups.id, groupId));
  return group && { ...property, group };
}
