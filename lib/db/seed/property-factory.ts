import {
  energyLabels,
  fixtures as allFixtures,
  type Availability,
  type Fixture,
  type Orientation,
  type PropertyType,
  type RentalPeriod,
  type TenantTag,
} from '@/lib/db/schema/catalogue';
import type { Random } from '@/lib/random/seeded';
import { description, descriptionHeadline } from './texts';

export type GroupForHomes = {
  id: number;
  /** The group's visibility (lib/catalogue/visibility `isPublicStatus`), which its homes copy. */
  isPublic: boolean;
  street: string;
  postcode: string;
  postcodeName: string;
  city: string;
  citySlug: string;
  municipalityCode: string;
  lat: number;
  lng: number;
  isNewBuild: boolean;
  expensive: boolean;
};

const floors = ['st. tv.', 'st. th.', '1. tv.', '1. th.', '2. tv.', '2. th.', '3. tv.', '3. th.', '4. mf.', '5. tv.'];
const DAY = 86_400_000;

function weighted<T>(random: Random, options: [T, number][]): T {
  let roll = random.next() * options.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return options[0][0];
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function someFixtures(random: Random): Fixture[] {
  return allFixtures.filter((fixture) => fixture !== 'other' && random.chance(0.45));
}

function tenantProfile(random: Random, rooms: number): { onlyFor: 1 | 2 | null; tags: TenantTag[] } {
  if (rooms <= 2 && random.chance(0.08)) return { onlyFor: 1, tags: ['DK:type:student'] };
  if (random.chance(0.05)) return { onlyFor: 2, tags: ['DK:type:senior'] };
  return { onlyFor: null, tags: [] };
}

/** One home of a group with every field, plausible for a Danish rental market. */
export function buildProperty(random: Random, group: GroupForHomes, index: number, now: number) {
  const type = weighted<PropertyType>(random, [
    ['apartment', 75],
    ['townhouse', 15],
    ['house', 10],
  ]);
  const rooms = type === 'apartment' ? random.int(1, 5) : random.int(3, 6);
  const sizeM2 = rooms * random.int(22, 32) + random.int(0, 18);
  const perM2 = group.expensive ? random.int(140, 210) : random.int(85, 150);
  const monthlyRent = Math.round((sizeM2 * perM2) / 50) * 50;
  const floorDoor = type === 'apartment' ? random.pick(floors) : null;
  const balconies =
    type === 'apartment'
      ? weighted<number>(random, [
          [0, 30],
          [1, 60],
          [2, 10],
        ])
      : 0;
  const tenant = tenantProfile(random, rooms);
  const vacancyOffset = group.isNewBuild ? random.int(30, 400) : random.int(-45, 180);
  return {
    slug: '',
    groupId: group.id,
    street: group.street,
    floorDoor,
    postcode: group.postcode,
    postcodeName: group.postcodeName,
    city: group.city,
    citySlug: group.citySlug,
    municipalityCode: group.municipalityCode,
    lat: group.lat + (random.next() - 0.5) * 0.0015,
    lng: group.lng + (random.next() - 0.5) * 0.0025,
    isPublic: group.isPublic,
    isNewBuild: group.isNewBuild,
    type,
    rooms,
    sizeM2,
    monthlyRent,
    aconto: random.int(4, 14) * 100,
    deposit: monthlyRent * 3,
    prepaidRent:
      monthlyRent *
      weighted<number>(random, [
        [0, 50],
        [1, 20],
        [3, 30],
      ]),
    wastewaterCost: random.chance(0.4) ? random.int(8, 25) * 10 : 0,
    availability: weighted<Availability>(random, [
      ['available', 72],
      ['reserved', 10],
      ['rented', 13],
      ['unknown', 5],
    ]),
    vacancyDate: isoDate(now + vacancyOffset * DAY),
    rentalPeriod: weighted<RentalPeriod>(random, [
      ['unlimited', 80],
      ['over12Months', 12],
      ['under12Months', 8],
    ]),
    elevator: type === 'apartment' && (group.isNewBuild || random.chance(0.45)),
    energyLabel: group.isNewBuild ? 'A2020' : random.pick(energyLabels.slice(1)),
    furnished: random.chance(0.1),
    petsAllowed: random.chance(0.35),
    shareable: rooms >= 3 && random.chance(0.35),
    builtYear: group.isNewBuild ? random.int(2025, 2027) : random.int(1890, 2022),
    levels: type === 'apartment' ? 1 : random.int(1, 2),
    levelAccess: group.isNewBuild || random.chance(0.15),
    plotArea: type === 'house' ? random.int(350, 1100) : type === 'townhouse' ? random.int(60, 220) : null,
    terraces: type === 'apartment' ? 0 : random.int(0, 1),
    roofTerraces: type === 'apartment' && random.chance(0.1) ? 1 : 0,
    balconies,
    balconyOrientation: balconies > 0 ? (random.int(1, 8) as Orientation) : null,
    parking: weighted<1 | 2 | 3 | 4>(random, [
      [1, 15],
      [2, 30],
      [3, 25],
      [4, 30],
    ]),
    evCharger: weighted<1 | 2 | 3>(
      random,
      group.isNewBuild
        ? [
            [1, 40],
            [3, 50],
            [2, 10],
          ]
        : [
            [1, 10],
            [3, 20],
            [2, 70],
          ],
    ),
    certification: group.isNewBuild
      ? weighted<1 | 2 | 3 | 4 | 5>(random, [
          [1, 10],
          [2, 30],
          [3, 25],
          [4, 10],
          [5, 25],
        ])
      : null,
    onlyFor: tenant.onlyFor,
    tenantTags: tenant.tags,
    fixtures: someFixtures(random),
    descriptionHeadline: descriptionHeadline(random, rooms, group.city),
    description: description(random, sizeM2),
    sponsored: random.chance(0.03),
    imageIds: [] as number[],
    floorPlanImageId: null as number | null,
    publishedAt: new Date(now - random.int(0, 120 * 24) * 3_600_000 - index),
  };
}

export type PropertyRow = ReturnType<typeof buildProperty>;
