import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';

type HomeOverrides = Partial<typeof properties.$inferInsert>;
type GroupOverrides = Partial<typeof propertyGroups.$inferInsert>;

let counter = 0;

/** A company and group to hang test homes on; every call makes new, unique slugs. */
export async function createGroup(db: Db, overrides: GroupOverrides = {}) {
  const n = ++counter;
  const [company] = await db.insert(companies).values({ slug: `firma-${n}`, name: `Firma ${n}` }).returning();
  const [group] = await db
    .insert(propertyGroups)
    .values({
      slug: `gruppe-${n}`,
      companyId: company.id,
      name: `Gruppe ${n}`,
      street: 'Testvej 1',
      postcode: '8000',
      postcodeName: 'Aarhus C',
      city: 'Aarhus',
      citySlug: 'aarhus',
      municipalityCode: '0751',
      publicationStatus: PublicationStatus.PUBLISHED,
      ...overrides,
    })
    .returning();
  return group;
}

/** A public, available home in Aarhus with plain defaults; override what a test is about. */
export async function createHome(db: Db, groupId: number, overrides: HomeOverrides = {}) {
  const n = ++counter;
  const [home] = await db
    .insert(properties)
    .values({
      slug: `bolig-${n}`,
      groupId,
      street: `Testvej ${n}`,
      postcode: '8000',
      postcodeName: 'Aarhus C',
      city: 'Aarhus',
      citySlug: 'aarhus',
      municipalityCode: '0751',
      lat: 56.15,
      lng: 10.2,
      isPublic: true,
      rooms: 2,
      sizeM2: 60,
      monthlyRent: 8000,
      vacancyDate: '2026-01-01',
      ...overrides,
    })
    .returning();
  return home;
}
