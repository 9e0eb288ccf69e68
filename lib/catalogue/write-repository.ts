import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Place } from '@/lib/addresses/places';
import { slugify } from '@/lib/addresses/slug';
import { companies, properties, propertyGroups, PublicationStatus, type Availability, type HomeEventKind } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { groupDistrict, homeAddressText } from './address-columns';
import { recordHomeEvents } from './home-events-repository';
import { insertHomes } from './publication-repository';
import { amountsAboveLegalCap, LEGAL_CAP_MONTHS } from './rules';
import { nameOfStatus, type CompanyGroup, type CompanyHome, type GroupWrite, type HomeWrite } from './write-schema';

/*
 * The landlord's writes to the catalogue, always within one company: a group or home of another
 * company is simply not found. Groups and homes are addressed by the company's own ids.
 */

export type GroupRef = { id: number; slug: string; companySlug: string; street: string; status: PublicationStatus; place: Place };

/** The columns a home copies from its group so that search filters one table. */
const locationOf = (place: Place, lat: number, lng: number) => ({
  postcode: place.postcode,
  postcodeName: place.postcodeName,
  city: place.city,
  citySlug: place.citySlug,
  municipalityCode: place.municipalityCode,
  lat,
  lng,
});

/**
 * For each base, the first of `base`, `base-2`, `base-3` … that no row of `table` has yet and no
 * earlier base of the list was given: one query for a whole batch of new rows.
 */
async function freeSlugs(db: Db, table: typeof properties | typeof propertyGroups, bases: string[]): Promise<string[]> {
  const stems = bases.map((base) => base || 'bolig');
  const patterns = [...new Set(stems)].map((stem) => `${stem}-%`);
  const taken = new Set(
    (
      await db
        .select({ slug: table.slug })
        .from(table)
        .where(
          or(
            inArray(table.slug, stems),
            sql`${table.slug} like any(array[${sql.join(
              patterns.map((pattern) => sql`${pattern}`),
              sql`, `,
            )}]::text[])`,
          ),
        )
    ).map((row) => row.slug),
  );
  return stems.map((stem) => {
    let slug = stem;
    for (let n = 2; taken.has(slug); n++) slug = `${stem}-${n}`;
    taken.add(slug);
    return slug;
  });
}

const freeSlug = async (db: Db, table: typeof properties | typeof propertyGroups, base: string) => (await freeSlugs(db, table, [base]))[0];

export type GroupRow = Omit<GroupRef, 'place'> & { postcode: string; citySlug: string };

export async function findGroupRow(db: Db, companyId: number, externalId: string): Promise<GroupRow | null> {
  const [row] = await db
    .select({
      id: propertyGroups.id,
      slug: propertyGroups.slug,
      companySlug: companies.slug,
      street: propertyGroups.street,
      status: propertyGroups.publicationStatus,
      postcode: propertyGroups.postcode,
      citySlug: propertyGroups.citySlug,
    })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.externalId, externalId)));
  return row ?? null;
}

/**
 * Creates the group (UNPUBLISHED: nothing goes public before its company says so) or replaces its
 * fields; the homes' copies of its location follow in the same transaction. Two writers creating the
 * same group at once meet at the unique (company, external id) index: the second one updates.
 */
export async function upsertGroup(
  db: Db,
  companyId: number,
  externalId: string,
  write: GroupWrite,
  place: Place,
): Promise<{ id: number; created: boolean }> {
  const lat = write.lat ?? place.centre[1];
  const lng = write.lng ?? place.centre[0];
  const fields = {
    name: write.name,
    street: write.street,
    description: write.description,
    isNewBuild: write.isNewBuild,
    hasWaitingList: write.hasWaitingList,
    waitingListYearlyFee: write.waitingListYearlyFee,
    waitingListRequiresMitid: write.waitingListRequiresMitid,
    ...locationOf(place, lat, lng),
  };
  return db.transaction(async (t) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [existing] = await t
        .update(propertyGroups)
        .set(fields)
        .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.externalId, externalId)))
        .returning({ id: propertyGroups.id, isNewBuild: propertyGroups.isNewBuild });
      if (existing) {
        await t
          .update(properties)
          .set({ ...locationOf(place, lat, lng), isNewBuild: write.isNewBuild })
          .where(eq(properties.groupId, existing.id));
        return { id: existing.id, created: false };
      }
      const slug = await freeSlug(t, propertyGroups, slugify(`${write.name} ${place.city}`));
      const [inserted] = await t
        .insert(propertyGroups)
        .values({ ...fields, companyId, externalId, slug, publicationStatus: PublicationStatus.UNPUBLISHED })
        .onConflictDoNothing()
        .returning({ id: propertyGroups.id });
      if (inserted) return { id: inserted.id, created: true };
      // Someone else took the slug or made the group meanwhile: look again.
    }
    throw new Error(`Could not place group ${externalId} of company ${companyId}`);
  });
}

function homeFields(write: HomeWrite, group: GroupRef, groupIsNewBuild: boolean) {
  const { street, ...rest } = write;
  return { ...rest, street: street ?? group.street, isNewBuild: groupIsNewBuild };
}

/** Let or reserved until now, free again: news for the searches the home matches. */
const isAvailableAgain = (before: Availability, after: Availability | undefined) => after === 'available' && before !== 'available';

type HomeUpdate = Partial<typeof properties.$inferInsert>;
/** What a replacement is judged against: the home as it was, its row locked. */
type HomeBefore = { id: number; externalId: string | null; monthlyRent: number; availability: Availability };

const beforeColumns = {
  id: properties.id,
  externalId: properties.externalId,
  monthlyRent: properties.monthlyRent,
  availability: properties.availability,
};

/** The news a replacement is for the searches the home matches: free again, else a lower rent. */
function homeEventOf(before: HomeBefore, fields: HomeUpdate): HomeEventKind | null {
  if (isAvailableAgain(before.availability, fields.availability)) return 'availableAgain';
  return fields.monthlyRent !== undefined && fields.monthlyRent < before.monthlyRent ? 'priceLowered' : null;
}

/**
 * Replaces the home's fields; a lower rent or a home free again is recorded for alerts in the same
 * transaction. Null: no such home.
 */
async function updateHome(db: Db, groupId: number, externalId: string, fields: HomeUpdate): Promise<number | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(properties.groupId, groupId), eq(properties.externalId, externalId));
    const [before] = await tx.select(beforeColumns).from(properties).where(where).for('update');
    if (!before) return null;
    await tx.update(properties).set(fields).where(eq(properties.id, before.id));
    const event = homeEventOf(before, fields);
    if (event) await recordHomeEvents(tx, event, [before.id]);
    return before.id;
  });
}

/** The home's columns from a write: its own fields, and what it copies of its group. */
async function homeColumnsOf(db: Db, group: GroupRef) {
  const [groupRow] = await db
    .select({ isNewBuild: propertyGroups.isNewBuild, lat: propertyGroups.lat, lng: propertyGroups.lng })
    .from(propertyGroups)
    .where(eq(propertyGroups.id, group.id));
  const location = locationOf(group.place, groupRow.lat, groupRow.lng);
  return (write: HomeWrite) => ({ ...homeFields(write, group, groupRow.isNewBuild), ...location });
}

const homeSlugBase = (fields: { street: string; floorDoor: string | null }, group: GroupRef) =>
  slugify(`${fields.street} ${fields.floorDoor ?? ''} ${group.place.city}`);

/** Creates or replaces a home of the group. Its visibility comes from the group (publication-repository). */
export async function upsertHome(db: Db, group: GroupRef, externalId: string, write: HomeWrite): Promise<{ id: number; created: boolean }> {
  return upsertHomeColumns(db, group, externalId, (await homeColumnsOf(db, group))(write));
}

type HomeColumns = ReturnType<Awaited<ReturnType<typeof homeColumnsOf>>>;

async function upsertHomeColumns(
  db: Db,
  group: GroupRef,
  externalId: string,
  fields: HomeColumns,
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const updated = await updateHome(db, group.id, externalId, fields);
    if (updated) return { id: updated, created: false };
    const slug = await freeSlug(db, properties, homeSlugBase(fields, group));
    const inserted = await insertHomes(db, [{ ...fields, groupId: group.id, externalId, slug }], { skipConflicts: true });
    if (inserted.length) return { id: inserted[0].id, created: true };
  }
  throw new Error(`Could not place home ${externalId} of group ${group.id}`);
}

/**
 * Many homes of one group in one transaction: the known ones locked in one query and replaced one by
 * one (each may record a lower rent or a home free again, recorded per kind in one statement), the
 * new ones inserted in one statement with their slugs found in one query. A home that another writer
 * made meanwhile (its insert skipped) goes the single way.
 */
export async function upsertHomes(
  db: Db,
  group: GroupRef,
  writes: { externalId: string; write: HomeWrite }[],
): Promise<{ externalId: string; created: boolean }[]> {
  return db.transaction(async (tx) => {
    const columnsOf = await homeColumnsOf(tx, group);
    const homes = writes.map(({ externalId, write }) => ({ externalId, fields: columnsOf(write) }));
    const known = await replaceKnownHomes(tx, group.id, homes);
    const fresh = homes.filter((home) => !known.has(home.externalId));
    const slugs = fresh.length
      ? await freeSlugs(
          tx,
          properties,
          fresh.map((home) => homeSlugBase(home.fields, group)),
        )
      : [];
    const rows = fresh.map((home, i) => ({ ...home.fields, groupId: group.id, externalId: home.externalId, slug: slugs[i] }));
    const inserted = await insertHomes(tx, rows, { skipConflicts: true });
    const created = new Set(inserted.map((row) => rows[slugs.indexOf(row.slug)].externalId));
    for (const { externalId, fields } of fresh) {
      if (!created.has(externalId) && (await upsertHomeColumns(tx, group, externalId, fields)).created) created.add(externalId);
    }
    return writes.map(({ externalId }) => ({ externalId, created: created.has(externalId) }));
  });
}

/** Replaces the homes the group has already; answers their ids. */
async function replaceKnownHomes(tx: Db, groupId: number, homes: { externalId: string; fields: HomeColumns }[]): Promise<Set<string>> {
  const ids = homes.map((home) => home.externalId);
  const rows = await tx
    .select(beforeColumns)
    .from(properties)
    .where(and(eq(properties.groupId, groupId), inArray(properties.externalId, ids)))
    .orderBy(asc(properties.id))
    .for('update');
  const before = new Map(rows.map((row) => [row.externalId!, row]));
  const events = new Map<HomeEventKind, number[]>();
  for (const { externalId, fields } of homes) {
    const home = before.get(externalId);
    if (!home) continue;
    await tx.update(properties).set(fields).where(eq(properties.id, home.id));
    const event = homeEventOf(home, fields);
    if (event) events.set(event, [...(events.get(event) ?? []), home.id]);
  }
  for (const [kind, homeIds] of events) await recordHomeEvents(tx, kind, homeIds);
  return new Set(before.keys());
}

export async function setHomeAvailability(
  db: Db,
  groupId: number,
  externalId: string,
  availability: Availability,
  vacancyDate: string | null | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const where = and(eq(properties.groupId, groupId), eq(properties.externalId, externalId));
    const [before] = await tx
      .select({ id: properties.id, availability: properties.availability })
      .from(properties)
      .where(where)
      .for('update');
    if (!before) return false;
    await tx
      .update(properties)
      .set({ availability, ...(vacancyDate === undefined ? {} : { vacancyDate }) })
      .where(eq(properties.id, before.id));
    if (isAvailableAgain(before.availability, availability)) await recordHomeEvents(tx, 'availableAgain', [before.id]);
    return true;
  });
}

export async function countHomesOf(db: Db, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.groupId, groupId));
  return Number(row?.n ?? 0);
}

const homeColumns = {
  groupId: properties.groupId,
  externalId: properties.externalId,
  slug: properties.slug,
  street: properties.street,
  floorDoor: properties.floorDoor,
  rooms: properties.rooms,
  sizeM2: properties.sizeM2,
  monthlyRent: properties.monthlyRent,
  deposit: properties.deposit,
  prepaidRent: properties.prepaidRent,
  availability: properties.availability,
  vacancyDate: properties.vacancyDate,
  imageIds: properties.imageIds,
  floorPlanImageId: properties.floorPlanImageId,
};

/** The company's groups (all of them, whatever their status) with their homes, by name. */
export async function listCompanyGroups(db: Db, companyId: number, externalId?: string): Promise<CompanyGroup[]> {
  const groups = await db
    .select({
      id: propertyGroups.id,
      externalId: propertyGroups.externalId,
      slug: propertyGroups.slug,
      name: propertyGroups.name,
      street: propertyGroups.street,
      postcode: propertyGroups.postcode,
      district: groupDistrict,
      city: propertyGroups.city,
      status: propertyGroups.publicationStatus,
      hasWaitingList: propertyGroups.hasWaitingList,
      waitingListRequiresMitid: propertyGroups.waitingListRequiresMitid,
      isNewBuild: propertyGroups.isNewBuild,
      imageIds: propertyGroups.imageIds,
    })
    .from(propertyGroups)
    .where(and(eq(propertyGroups.companyId, companyId), externalId === undefined ? undefined : eq(propertyGroups.externalId, externalId)))
    .orderBy(asc(propertyGroups.name), asc(propertyGroups.id));
  if (!groups.length) return [];
  const homes = await db
    .select(homeColumns)
    .from(properties)
    .where(
      inArray(
        properties.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(properties.street), asc(properties.floorDoor), asc(properties.id));
  const homesOf = new Map<number, CompanyHome[]>();
  for (const { groupId, ...home } of homes) {
    homesOf.set(groupId, [...(homesOf.get(groupId) ?? []), { ...home, aboveLegalCap: amountsAboveLegalCap(home) }]);
  }
  return groups.map(({ id, status, ...group }) => ({ ...group, publicationStatus: nameOfStatus(status), homes: homesOf.get(id) ?? [] }));
}

const legalCap = sql`${LEGAL_CAP_MONTHS} * ${properties.monthlyRent}`;

/** Every stored home whose deposit or prepaid rent is above the legal cap (written before the rule), by company. */
export async function findHomesAboveLegalCap(db: Db) {
  const rows = await db
    .select({
      company: companies.slug,
      group: propertyGroups.slug,
      slug: properties.slug,
      externalId: properties.externalId,
      monthlyRent: properties.monthlyRent,
      deposit: properties.deposit,
      prepaidRent: properties.prepaidRent,
    })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(or(gt(properties.deposit, legalCap), gt(properties.prepaidRent, legalCap)))
    .orderBy(asc(companies.slug), asc(propertyGroups.slug), asc(properties.slug));
  return rows.map((row) => ({ ...row, aboveLegalCap: amountsAboveLegalCap(row) }));
}

/** The addresses of the company's homes among `ids`; another company's home is simply left out. */
export async function findHomeAddressesOf(db: Db, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: properties.id, address: homeAddressText })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(and(eq(propertyGroups.companyId, companyId), inArray(properties.id, ids)));
  return new Map(rows.map((row) => [row.id, row.address]));
}

/** Whether the company's group's waiting list requires MitID; false when the group is not the company's. */
export async function setGroupRequiresMitid(db: Db, companyId: number, groupId: number, requiresMitid: boolean): Promise<boolean> {
  const rows = await db
    .update(propertyGroups)
    .set({ waitingListRequiresMitid: requiresMitid })
    .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.id, groupId)))
    .returning({ id: propertyGroups.id });
  return rows.length > 0;
}
