import { describe, expect, it } from 'vitest';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import { amountsAboveLegalCap, applyStateOf, costsOf, hasWaitingList } from '@/lib/catalogue/rules';
import { buildProperty, type GroupForHomes } from '@/lib/db/seed/property-factory';
import { createRandom } from '@/lib/random/seeded';

const home = { monthlyRent: 8_000, aconto: 650, deposit: 24_000, prepaidRent: 0, wastewaterCost: 1_200, sizeM2: 64 };

describe('costsOf', () => {
  it('adds deposit, prepaid rent, first month’s rent and a conto into the move-in price', () => {
    expect(costsOf(home)).toMatchObject({
      monthlyTotal: 8_650,
      moveInTotal: 24_000 + 0 + 8_000 + 650,
      wastewaterPerYear: 1_200,
      rentPerM2PerYear: 1_500,
    });
  });

  it('names whole months of rent only when the amount is exactly that', () => {
    expect(costsOf(home)).toMatchObject({ depositMonths: 3, prepaidMonths: null });
    expect(costsOf({ ...home, deposit: 25_000, prepaidRent: 16_000 })).toMatchObject({ depositMonths: null, prepaidMonths: 2 });
  });

  it('copes with a home of no stated size', () => {
    expect(costsOf({ ...home, sizeM2: 0 }).rentPerM2PerYear).toBe(0);
  });
});

describe('applyStateOf', () => {
  it('takes applications for available and unknown homes of ordinary groups', () => {
    expect(applyStateOf('available', PublicationStatus.PUBLISHED)).toBe('open');
    expect(applyStateOf('unknown', PublicationStatus.SHAREABLE)).toBe('open');
  });

  it('refuses while a home is reserved or let', () => {
    expect(applyStateOf('reserved', PublicationStatus.PUBLISHED)).toBe('reserved');
    expect(applyStateOf('rented', PublicationStatus.PUBLISHED)).toBe('rented');
  });

  it('sends every home of a waiting-list group to the list', () => {
    expect(applyStateOf('available', PublicationStatus.WAITING_LIST)).toBe('waitingList');
    expect(applyStateOf('rented', PublicationStatus.WAITING_LIST)).toBe('waitingList');
  });
});

describe('hasWaitingList', () => {
  it('is true for a group that keeps a list and for every waiting-list group', () => {
    expect(hasWaitingList({ hasWaitingList: true, publicationStatus: PublicationStatus.PUBLISHED })).toBe(true);
    expect(hasWaitingList({ hasWaitingList: false, publicationStatus: PublicationStatus.WAITING_LIST })).toBe(true);
    expect(hasWaitingList({ hasWaitingList: false, publicationStatus: PublicationStatus.PUBLISHED })).toBe(false);
  });
});

describe('amountsAboveLegalCap', () => {
  it("names the deposit and the prepaid rent above 3 months' rent each; at the cap is within the law", () => {
    expect(amountsAboveLegalCap({ monthlyRent: 8_000, deposit: 24_000, prepaidRent: 24_000 })).toEqual([]);
    expect(amountsAboveLegalCap({ monthlyRent: 8_000, deposit: 24_001, prepaidRent: 0 })).toEqual(['deposit']);
    expect(amountsAboveLegalCap({ monthlyRent: 9_800, deposit: 91_650, prepaidRent: 30_550 })).toEqual(['deposit', 'prepaidRent']);
  });

  it('keeps every home of the demo data within the caps', () => {
    const group: GroupForHomes = {
      id: 1,
      isPublic: true,
      street: 'Testvej 1',
      postcode: '8000',
      postcodeName: 'Aarhus C',
      city: 'Aarhus',
      citySlug: 'aarhus',
      municipalityCode: '0751',
      lat: 56.15,
      lng: 10.2,
      isNewBuild: false,
      expensive: true,
    };
    const random = createRandom(17);
    const homes = Array.from({ length: 2_000 }, (_, i) => buildProperty(random, { ...group, expensive: i % 2 === 0 }, i, 0));
    expect(homes.filter((home) => amountsAboveLegalCap(home).length)).toEqual([]);
  });
});
