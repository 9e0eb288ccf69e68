import { insertHomes, type NewHome } from '@/lib/catalogue/publication-repository';
import { companies, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';

/** A home is public exactly when its group is: put a hidden home in a hidden group. */
type HomeOverrides = Partial<NewHome>;
type GroupOverrides = Partial<typeof propertyGroups.$inferInsert>;

let counter = 0;

/** A company and group to hang test homes on; every call makes new, unique slugs. */
export async function createGroup(db: Db, overrides: GroupOverrides = {}) {
  const n = ++counter;
  const [company] = await db
    .insert(companies)
    .values({ slug: `firma-${n}`, name: `Firma ${n}` })
    .returning();
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

/** An available home in Aarhus with plain defaults, inserted as the app does; override what a test is about. */
export async function createHome(db: Db, groupId: number, overrides: HomeOverrides = {}) {
  const n = ++counter;
  const [home] = await insertHomes(db, [
    {
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
      rooms: 2,
      sizeM2: 60,
      monthlyRent: 8000,
      vacancyDate: '2026-01-01',
      ...overrides,
    },
  ]);
  return home;
}
