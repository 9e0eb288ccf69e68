import { sql } from 'drizzle-orm';
import { insertUnnested } from '@/lib/db/bulk-insert';
import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { isPublicStatus } from '@/lib/catalogue/visibility';
import { letsFromWaitingList } from '@/lib/catalogue/rules';
import { imageRow, insertImages } from '@/lib/images/repository';
import { copyRows, reserveIds } from '@/lib/db/bulk-copy';
import { images } from '@/lib/db/schema/images';
import type { Db } from '@/lib/db/types';
import { districtsOf } from '@/lib/addresses/districts';
import { listTowns, type Town } from '@/lib/addresses/towns';
import { slugify } from '@/lib/addresses/slug';
import type { Random } from '@/lib/random/seeded';
import { withSecondaryIndexesDeferred } from './bulk-load';
import { buildProperty, type GroupForHomes, type PropertyRow } from './property-factory';
import { companyName, groupDescription, groupName, streetName } from './texts';

export type CatalogueSize = { properties: number };

// Companies and groups are inserted a batch at a time; the seed's memory grows with the groups (about
// one per 7.5 homes), not with the homes.
const BATCH = 5_000;
const EXPENSIVE_TOWNS = new Set(['koebenhavn', 'frederiksberg', 'aarhus', 'charlottenlund', 'hoersholm', 'birkeroed']);

async function insertBatched<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(...(await insert(rows.slice(i, i + BATCH))));
  return out;
}

function uniqueSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}

/**
 * Home slugs (`birkevej-12-1-tv-aarhus`, then `-2`, `-3` …) without a set of every slug made: homes
 * of one address differ only by their floor and door, so a counter per address and floor/door gives
 * the same slugs. They cannot meet a company's or group's slug (those carry no house number).
 */
class HomeSlugs {
  private readonly used = new Map<string, Map<string, number>>();

  next(home: Pick<PropertyRow, 'street' | 'floorDoor' | 'city'>): string {
    const address = `${home.street}\n${home.city}`;
    const floors = this.used.get(address) ?? new Map<string, number>();
    this.used.set(address, floors);
    const n = (floors.get(home.floorDoor ?? '') ?? 0) + 1;
    floors.set(home.floorDoor ?? '', n);
    const base = slugify(`${home.street} ${home.floorDoor ?? ''} ${home.city}`);
    return n === 1 ? base : `${base}-${n}`;
  }
}

function weightedTown(random: Random, towns: readonly Town[], total: number): Town {
  let target = random.next() * total;
  for (const town of towns) {
    target -= town.population;
    if (target <= 0) return town;
  }
  return towns[0];
}

type ImageSpec = { kind: 'facade' | 'interior' | 'floorplan' | 'logo'; seed: number; altDa: string; altEn: string };

async function seedCompanies(db: Db, random: Random, count: number, slugs: Set<string>) {
  const names = Array.from({ length: count }, (_, i) => companyName(random, i));
  const logoIds = await insertImages(
    db,
    names.map((name, i) => ({ kind: 'logo', seed: i + 1, altDa: `${name} logo`, altEn: `${name} logo` })),
  );
  const rows = names.map((name, i) => ({
    slug: uniqueSlug(slugify(name), slugs),
    name,
    about: `${name} udlejer boliger i hele Danmark og svarer på henvendelser inden for to hverdage.`,
    email: `udlejning@${slugify(name)}.example`,
    phone: `+45 ${random.int(20, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    website: `https://${slugify(name)}.example`,
    logoImageId: logoIds[i],
    handlesApplicationsExternally: random.chance(0.2),
  }));
  return insertBatched(rows, (batch) => insertUnnested<typeof companies, { id: number }>(db, companies, batch, sql`id`));
}

function publicationStatusFor(index: number): PublicationStatus {
  if (index % 20 === 0) return PublicationStatus.UNPUBLISHED;
  if (index % 20 === 1) return PublicationStatus.SHAREABLE;
  return index % 5 === 2 ? PublicationStatus.WAITING_LIST : PublicationStatus.PUBLISHED;
}

function buildGroup(random: Random, index: number, town: Town, companyId: number, slugs: Set<string>) {
  const district = random.pick(districtsOf(town));
  const street = streetName(random);
  const name = groupName(random, street);
  const status = publicationStatusFor(index);
  const hasWaitingList = letsFromWaitingList(status) || random.chance(0.2);
  return {
    slug: uniqueSlug(slugify(`${name} ${town.name}`), slugs),
    companyId,
    name,
    street: `${street} ${random.int(1, 120)}`,
    postcode: district.nr,
    postcodeName: district.name,
    city: town.name,
    citySlug: town.slug,
    municipalityCode: town.municipalityCode,
    lat: district.centre[1] + (random.next() - 0.5) * 0.012,
    lng: district.centre[0] + (random.next() - 0.5) * 0.02,
    description: groupDescription(random, name, town.name),
    imageIds: [] as number[],
    isNewBuild: random.chance(0.15),
    publicationStatus: status,
    hasWaitingList,
    waitingListYearlyFee: hasWaitingList && random.chance(0.5) ? random.pick([150, 200, 250, 300]) : 0,
    // The id a landlord's CRM would know the group by: the provider API addresses groups with it.
    externalId: `EJD-${String(index + 1).padStart(5, '0')}`,
  };
}

/** The three pictures of home `i` (two photos, a floor plan), with the ids set aside for them from `firstId` on. */
function* homePictures(groups: GroupForHomes[], count: number, firstId: number) {
  for (let i = 0; i < count; i++) {
    // A home's street is its group's (./property-factory).
    const { street } = groups[i % groups.length];
    const pictures: ImageSpec[] = [
      { kind: 'interior', seed: 2 * i + 1, altDa: `Stue i ${street}`, altEn: `Living room at ${street}` },
      { kind: 'interior', seed: 2 * i + 2, altDa: `Værelse i ${street}`, altEn: `Room at ${street}` },
      { kind: 'floorplan', seed: i + 1, altDa: `Plantegning af ${street}`, altEn: `Floor plan of ${street}` },
    ];
    for (const [n, picture] of pictures.entries()) yield { id: firstId + 3 * i + n, ...imageRow(picture) };
  }
}

function* homes(random: Random, groups: GroupForHomes[], count: number, firstPictureId: number, now: number) {
  const slugs = new HomeSlugs();
  for (let i = 0; i < count; i++) {
    const home = buildProperty(random, groups[i % groups.length], i, now);
    home.slug = slugs.next(home);
    const picture = firstPictureId + 3 * i;
    yield { ...home, imageIds: [picture, picture + 1], floorPlanImageId: picture + 2, externalId: `LEJ-${String(i + 1).padStart(6, '0')}` };
  }
}

async function attachImages<T extends { imageIds: number[] }>(db: Db, rows: T[], specsFor: (row: T, i: number) => ImageSpec[]) {
  const specs = rows.map(specsFor);
  const ids = await insertImages(db, specs.flat());
  let next = 0;
  rows.forEach((row, i) => {
    row.imageIds = ids.slice(next, next + specs[i].length);
    next += specs[i].length;
  });
}

/**
 * Inserts the groups with their pictures a batch at a time and keeps, for the homes to come, only
 * what a home copies from its group: a group's own texts are not held while a million homes are made.
 */
async function seedGroups(db: Db, count: number, build: (i: number) => ReturnType<typeof buildGroup>): Promise<GroupForHomes[]> {
  const groups: GroupForHomes[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => build(start + offset));
    await attachImages(db, rows, (g, offset) => [
      { kind: 'facade', seed: start + offset + 1, altDa: `Facade på ${g.street}`, altEn: `Facade of ${g.street}` },
    ]);
    const ids = await insertUnnested<typeof propertyGroups, { id: number }>(db, propertyGroups, rows, sql`id`);
    rows.forEach(({ street, postcode, postcodeName, city, citySlug, municipalityCode, lat, lng, isNewBuild, publicationStatus }, i) =>
      groups.push({
        id: ids[i].id,
        isPublic: isPublicStatus(publicationStatus),
        street,
        postcode,
        postcodeName,
        city,
        citySlug,
        municipalityCode,
        lat,
        lng,
        isNewBuild,
        expensive: EXPENSIVE_TOWNS.has(citySlug),
      }),
    );
  }
  return groups;
}

/** Companies, groups and homes placed at real Danish postal districts, weighted by town population. */
export async function seedCatalogue(db: Db, random: Random, size: CatalogueSize, now = Date.now()) {
  const groupCount = Math.max(1, Math.round(size.properties / 7.5));
  const companyCount = Math.max(1, Math.round(groupCount / 10));
  const towns = listTowns();
  const population = towns.reduce((sum, t) => sum + t.population, 0);
  const slugs = new Set<string>();

  const companyIds = (await seedCompanies(db, random, companyCount, slugs)).map((c) => c.id);
  // Each company takes a run of consecutive groups and so the whole mix of publication statuses (public
  // groups, a waiting list). Dealt round-robin, with 40 companies some got only hidden groups.
  const companyOf = (i: number) => companyIds[Math.floor((i * companyCount) / groupCount)];
  const groups = await seedGroups(db, groupCount, (i) =>
    buildGroup(random, i, weightedTown(random, towns, population), companyOf(i), slugs),
  );

  // Homes and pictures are made while PostgreSQL stores them (one COPY each, never all in memory);
  // the pictures' ids are set aside first, so the homes can name them.
  const firstPictureId = await reserveIds(db, images, 3 * size.properties);
  await copyRows(db, images, homePictures(groups, size.properties, firstPictureId));
  await withSecondaryIndexesDeferred(db, 'properties', () =>
    copyRows(db, properties, homes(random, groups, size.properties, firstPictureId, now)),
  );
  return { companies: companyCount, groups: groupCount, properties: size.properties };
}
