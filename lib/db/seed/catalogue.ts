import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { listTowns, type Town } from '@/lib/addresses/towns';
import { slugify } from '@/lib/addresses/slug';
import type { Random } from './random';

const companyStems = ['Bolig', 'Ejendomme', 'Boligselskab', 'Udlejning', 'Bo', 'Hjem', 'Bygninger', 'Administration'];
const companyWords = ['Nord', 'Havne', 'Fjord', 'Skov', 'Bøge', 'Lyng', 'Strand', 'Kilde', 'Sol', 'Eng', 'Åby', 'Vest', 'Øst', 'Kronen', 'Lærke', 'Mølle'];
const streetWords = ['Birke', 'Elme', 'Hassel', 'Kastanje', 'Rose', 'Syrén', 'Tjørne', 'Pile', 'Ege', 'Lind', 'Valmue', 'Kløver', 'Agern', 'Humle', 'Havre'];
const streetKinds = ['vej', 'gade', 'allé', 'parken', 'haven', 'stien', 'bakken', 'toften'];
const groupKinds = ['Gården', 'Husene', 'Boligerne', 'Parken', 'Haven', 'Kvarteret', 'Byen', 'Terrasserne'];
const floors = ['st. tv.', 'st. th.', '1. tv.', '1. th.', '2. tv.', '2. th.', '3. tv.', '3. th.', '4. mf.'];

export type CatalogueSize = { properties: number };

function weightedTown(random: Random, towns: readonly Town[], totalPopulation: number): Town {
  let target = random.next() * totalPopulation;
  for (const town of towns) {
    target -= town.population;
    if (target <= 0) return town;
  }
  return towns[0];
}

function uniqueSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1_000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Companies, property groups and homes at real Danish towns, weighted by population. */
export async function seedCatalogue(db: Db, random: Random, size: CatalogueSize) {
  const groupCount = Math.max(1, Math.round(size.properties / 7.5));
  const companyCount = Math.max(1, Math.round(groupCount / 10));
  const towns = listTowns();
  const population = towns.reduce((sum, t) => sum + t.population, 0);
  const slugs = new Set<string>();

  const companyRows = Array.from({ length: companyCount }, (_, i) => {
    const name = `${random.pick(companyWords)}${random.pick(companyStems).toLowerCase()} ${i < 26 ? String.fromCharCode(65 + i) : i}`.replace(/^./, (c) => c.toUpperCase());
    return {
      slug: uniqueSlug(slugify(name), slugs),
      name,
      about: `${name} udlejer boliger i hele Danmark og svarer på henvendelser inden for to hverdage.`,
      email: `udlejning@${slugify(name)}.example`,
      phone: `+45 ${random.int(20, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      handlesApplicationsExternally: random.chance(0.2),
    };
  });
  const insertedCompanies = await db.insert(companies).values(companyRows).returning({ id: companies.id });

  const groupRows = Array.from({ length: groupCount }, (_, i) => {
    const town = weightedTown(random, towns, population);
    const street = `${random.pick(streetWords)}${random.pick(streetKinds)}`;
    const name = `${random.pick(groupKinds)} ved ${street}`;
    const status = i % 20 === 0 ? PublicationStatus.UNPUBLISHED : i % 20 === 1 ? PublicationStatus.SHAREABLE : i % 5 === 2 ? PublicationStatus.WAITING_LIST : PublicationStatus.PUBLISHED;
    return {
      slug: uniqueSlug(slugify(`${name} ${town.name}`), slugs),
      companyId: insertedCompanies[i % insertedCompanies.length].id,
      name,
      street: `${street} ${random.int(1, 120)}`,
      postcode: town.postcode,
      city: town.name,
      citySlug: town.slug,
      municipalityCode: town.municipalityCode,
      isNewBuild: random.chance(0.15),
      publicationStatus: status,
    };
  });
  const insertedGroups: { id: number; street: string }[] = [];
  await insertBatched(groupRows, async (batch) => {
    insertedGroups.push(...(await db.insert(propertyGroups).values(batch).returning({ id: propertyGroups.id, street: propertyGroups.street })));
  });

  const propertyRows = Array.from({ length: size.properties }, (_, i) => {
    const group = insertedGroups[i % insertedGroups.length];
    const rooms = random.int(1, 5);
    const sizeM2 = rooms * random.int(22, 34) + random.int(0, 15);
    const floorDoor = random.pick(floors);
    return {
      slug: uniqueSlug(slugify(`${group.street} ${floorDoor} ${i}`), slugs),
      groupId: group.id,
      street: group.street,
      floorDoor,
      rooms,
      sizeM2,
      monthlyRent: Math.round((sizeM2 * random.int(95, 185)) / 50) * 50,
    };
  });
  await insertBatched(propertyRows, (batch) => db.insert(properties).values(batch));
  return { companies: companyCount, groups: groupCount, properties: size.properties };
}
