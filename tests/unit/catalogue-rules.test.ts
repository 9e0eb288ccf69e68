import { describe, expect, it } from 'vitest';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import { applyStateOf, costsOf, hasWaitingList } from '@/lib/catalogue/rules';

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
